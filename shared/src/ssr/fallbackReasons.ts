/**
 * Why the store server left a page to the browser (its `Server-Timing: ssr;desc=fallback-<reason>`):
 * a fixed set, so the reason can be a metric label on both sides (server/src/render/serverRender.ts
 * names them; the browser's field vitals report them back).
 */
export const FALLBACK_REASONS = [
  'not-public',
  'no-server-build',
  'redirect',
  'circuit-open',
  'no-start',
  'warming',
  'busy',
  'budget',
  'empty',
  'server-code',
  'error',
] as const;

export type FallbackReason = (typeof FALLBACK_REASONS)[number];

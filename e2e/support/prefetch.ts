import type { Request } from '@playwright/test';

/**
 * A request of the idle prefetch (shared/src/ssr/idlePrefetch: `<link rel=prefetch>`), which
 * fetches what a first touch will run without running it. Chromium says so in `Sec-Purpose`.
 */
export const isIdlePrefetch = (request: Request): boolean =>
  /\bprefetch\b/.test(request.headers()['sec-purpose'] ?? '');

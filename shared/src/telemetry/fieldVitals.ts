import { routeOwner, type RemoteName } from '../routes';
import { FALLBACK_REASONS } from '../ssr/fallbackReasons';

/**
 * The field-vitals beacon: what a shopper's browser reports of each page view (shell/src/vitals)
 * and the store server folds into Prometheus histograms (api/src/ops/vitalsBeacon.ts). Every tag
 * takes a value from a fixed list, so the server can refuse anything else and its label sets stay
 * bounded; nothing in a report is the shopper's (no URL, no query, no text).
 */
export const VITALS_BEACON_PATH = '/api/telemetry/vitals';

/** Reports in one beacon body at most (the server refuses more). */
export const MAX_VITALS_REPORTS = 10;

/**
 * Web Vitals (times in ms, CLS unitless) and two of the store's own: `hydration`, first
 * contentful paint to the page being live (ms), and `early-actions`, how many of the shopper's
 * actions arrived before the part they touched was live.
 */
export const FIELD_METRICS = [
  'LCP',
  'INP',
  'CLS',
  'FCP',
  'TTFB',
  'hydration',
  'early-actions',
] as const;
export type FieldMetric = (typeof FIELD_METRICS)[number];

export const PAGE_TYPES = [
  'home',
  'collection',
  'listing',
  'search',
  'cart',
  'checkout',
  'support',
  'other',
] as const;
export type PageType = (typeof PAGE_TYPES)[number];

/** How the page was made: rendered or kept by the store server, its fallback, or the browser's own. */
export const RENDER_MODES = [
  'render',
  'cache',
  'client',
  // A fallback whose reason this build does not know (a newer store server).
  'fallback',
  ...FALLBACK_REASONS.map((r) => `fallback-${r}` as const),
] as const;
export type RenderMode = (typeof RENDER_MODES)[number];

/** SPEC §9's breakpoint: under 767 px is mobile. */
export const FORM_FACTORS = ['mobile', 'desktop'] as const;
export type FormFactor = (typeof FORM_FACTORS)[number];

export interface VitalsTags {
  page: PageType;
  remote: RemoteName;
  render: RenderMode;
  form: FormFactor;
}

export interface VitalsReport extends VitalsTags {
  name: FieldMetric;
  value: number;
}

/** Pages the shopper reaches from a 404 or a removed listing count as `other`, not support. */
const OTHER_SUPPORT = new Set(['/404', '/listing-not-found']);

/** The page type of a path: the tag every report of its page view carries. */
export function pageTypeOf(pathname: string): PageType {
  const path = pathname.replace(/\/+$/, '') || '/';
  const owner = routeOwner(path);
  if (path === '/') return 'home';
  if (path === '/search') return 'search';
  if (path.startsWith('/listing/')) return 'listing';
  if (owner === 'mf-catalog') return 'collection';
  if (owner === 'mf-cart') return 'cart';
  if (owner === 'mf-checkout') return 'checkout';
  if (OTHER_SUPPORT.has(path)) return 'other';
  // The support remote's own pages; its catch-all (any deeper unknown path) is a not-found page.
  const supportPage =
    path === '/support' ||
    path.startsWith('/support/') ||
    path === '/track/recover' ||
    /^\/[^/]+$/.test(path);
  return supportPage ? 'support' : 'other';
}

/** How the page was made, from its `Server-Timing: ssr;desc=...` (none: the browser made it). */
export function renderModeOf(ssrDescription: string | undefined): RenderMode {
  if (!ssrDescription) return 'client';
  if ((RENDER_MODES as readonly string[]).includes(ssrDescription))
    return ssrDescription as RenderMode;
  return ssrDescription.startsWith('fallback-') ? 'fallback' : 'client';
}

import { routeOwner } from '@store/shared/src/routes';
import {
  AFTER_PAINT_PATH,
  AFTER_PAINT_RELEASE_ATTRIBUTE,
  AFTER_PAINT_TEMPLATE_ID,
  type AfterPaintRelease,
} from '@store/shared/src/early/pageIds';
import { EARLY_CAPTURE_SCRIPT } from '@store/shared/src/early/captureScript';
import { PAGE_VIEW_PATH } from '@store/shared/src/early/analyticsIds';
import { AGE_CHECK_PATH } from '@store/shared/src/ssr/ageCheck/scriptPath';

/** The page's `<script defer src=main.js>` as the shell's build writes it; its address is group 2. */
const ENTRY_SCRIPT = /<script defer(?:="defer"|="")? src=("?)([^"\s>]+)\1><\/script>/;

/**
 * Paint first, then script: a server-rendered page asks for its scripts only once the browser has
 * painted it. The shell's entry and the preload hints wait in a `<template>` the browser neither
 * runs nor fetches; `store-after-paint.js` (shared/src/early, built into the shell's
 * dist and served with it) releases them after the first paint or the shopper's first touch, and
 * keeps every early press and typing for the page once it is live. A few bytes inline before them
 * (shared/src/early/earlyCapture.ts) keep what the shopper does until that script runs.
 *
 * The page's `<script defer src=main.js>` (as the shell's build writes it) and the preload hints,
 * held back until the page has painted. A template without that script is left as it was.
 */
export function withScriptsAfterPaint(
  page: string,
  links: string[],
  { release, first, ahead = [], afterPaint = AFTER_PAINT_PATH }: PageScripts = {
    release: 'paint',
    first: [],
  },
): string {
  const main = ENTRY_SCRIPT.exec(page);
  if (!main) return page.replace('</head>', `${links.join('')}</head>`);
  const when = release === 'intent' ? ` ${AFTER_PAINT_RELEASE_ATTRIBUTE}="intent"` : '';
  const held = `<template id="${AFTER_PAINT_TEMPLATE_ID}"${when}>${links.join('')}<script src="${main[2]}"></script></template>`;
  const before = [...ahead, afterPaint, ...first].map(
    (src) => `<script defer src="${src}"></script>`,
  );
  return page.replace(main[0], `<script>${EARLY_CAPTURE_SCRIPT}</script>${before.join('')}${held}`);
}

/** A painted page's scripts: when the shell's are released, and the small ones it runs first. */
export interface PageScripts {
  release: AfterPaintRelease;
  /** Same-origin scripts run as soon as the page is parsed, beside store-after-paint.js. */
  first: string[];
  /** Same-origin scripts run just before store-after-paint.js: they may mark the page as
   * needing its scripts at once (`NEEDS_SCRIPT_ATTRIBUTE`), which that script reads as it starts. */
  ahead?: string[];
  /** store-after-paint.js's address (its path by default). */
  afterPaint?: string;
}

/** The small scripts' addresses at their versions (entryVersions.ts). */
export const versionedScripts = (
  scripts: PageScripts,
  versioned: (path: string) => string,
): PageScripts => ({
  ...scripts,
  first: scripts.first.map(versioned),
  ...(scripts.ahead ? { ahead: scripts.ahead.map(versioned) } : {}),
  afterPaint: versioned(AFTER_PAINT_PATH),
});

/**
 * The shell's template with its entry (`<script defer src=/main.js>`) at its version, so a page
 * (painted here or not) asks for the build it was written with, and a cached copy of that build
 * is used as it is.
 */
export function withVersionedEntry(template: string, versioned: (path: string) => string): string {
  const main = ENTRY_SCRIPT.exec(template);
  return main
    ? template.replace(main[0], main[0].replace(main[2]!, versioned(main[2]!)))
    : template;
}

/**
 * When a painted page's scripts are released. Home, the collections, search and a listing work as
 * HTML (links, quick add as a GET form, the listing's choices and Add to cart as forms posting to
 * the store server, the search form and its box focused by the HTML's own `autofocus`,
 * Preferences and newsletter posting to the store server), so their scripts wait for the
 * shopper's first touch, key or pointer (`intent`) and a page only looked at runs one small script
 * at once, `store-page-view.js` (shared/src/ssr/pageView): its view is still told (SPEC §7: the
 * dataLayer's page view, its lists' impressions and its listing's view_item, and a listing's
 * viewed_campaign to the tracking service). The cart
 * page too: rendered from the cookie, its quantities, Remove and Checkout are forms the store
 * server answers; with items gone or unavailable its markup asks for its scripts after paint
 * (`NEEDS_SCRIPT_ATTRIBUTE`: the modal opens by itself, SPEC §4). And a checkout's page while it
 * asks for the customer's details (a form the store server answers); its markup asks for its
 * scripts after paint once it shows delivery options and payment methods (payment widgets mount
 * from script), comes back from a payment page, or is finished (mf-checkout's CheckoutPage). The
 * express checkout, the pages after a checkout and support keep their scripts after paint (wallet
 * buttons, the thank-you page's tracking, the contact form), and so do a page answered with
 * another status than 200 (it is the shell's to word: "Page not found"). A page that opens with
 * the age gate (`ageGate`) waits for a touch too: the gate is a form the store server answers
 * (`POST /age-gate`), and `store-age-check.js` (shared/src/ssr/ageCheck), run ahead of
 * store-after-paint.js, lets in a shopper verified in this browser's storage alone (SPEC §5's
 * `isVerified`, from before the cookie existed) by writing the cookie and asking for the page
 * again; where the cookie does not take, it asks for the shell's scripts at once, as before.
 */
export function scriptsOf(
  pathname: string,
  status = 200,
  { ageGate = false }: { ageGate?: boolean } = {},
): PageScripts {
  const owner = routeOwner(pathname);
  const waits = owner === 'mf-catalog' || owner === 'mf-cart' || isCheckoutPage(pathname);
  if (status !== 200 || !waits) return { release: 'paint', first: [] };
  return {
    release: 'intent',
    first: [PAGE_VIEW_PATH],
    ...(ageGate ? { ahead: [AGE_CHECK_PATH] } : {}),
  };
}

/** A checkout's own page (`/checkout/{id}`), not the express checkout's nor the pages after it. */
const isCheckoutPage = (pathname: string): boolean =>
  /^\/checkout\/[^/]+\/?$/.test(pathname) && !/^\/checkout\/express\/?$/.test(pathname);

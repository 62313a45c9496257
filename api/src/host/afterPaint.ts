import { routeOwner } from '@store/shared/src/routes';
import {
  AFTER_PAINT_PATH,
  AFTER_PAINT_RELEASE_ATTRIBUTE,
  AFTER_PAINT_TEMPLATE_ID,
  type AfterPaintRelease,
} from '@store/shared/src/ssr/afterPaint/pageIds';

/**
 * Paint first, then script: a server-rendered page asks for its scripts only once the browser has
 * painted it. The shell's entry and the preload hints wait in a `<template>` the browser neither
 * runs nor fetches; `store-after-paint.js` (shared/src/ssr/afterPaint, built into the shell's
 * dist and served with it) releases them after the first paint or the shopper's first touch, and
 * keeps every early press and typing for the page once it is live.
 *
 * The page's `<script defer src=main.js>` (as the shell's build writes it) and the preload hints,
 * held back until the page has painted. A template without that script is left as it was.
 */
export function withScriptsAfterPaint(
  page: string,
  links: string[],
  release: AfterPaintRelease = 'paint',
): string {
  const main = /<script defer(?:="defer"|="")? src=("?)([^"\s>]+)\1><\/script>/.exec(page);
  if (!main) return page.replace('</head>', `${links.join('')}</head>`);
  const when = release === 'intent' ? ` ${AFTER_PAINT_RELEASE_ATTRIBUTE}="intent"` : '';
  const held = `<template id="${AFTER_PAINT_TEMPLATE_ID}"${when}>${links.join('')}<script src="${main[2]}"></script></template>`;
  return page.replace(main[0], `<script defer src="${AFTER_PAINT_PATH}"></script>${held}`);
}

/**
 * When a painted page's scripts are released. Home, the collections and search work as HTML
 * (links, quick add as a GET form, the search form and its box focused by the HTML's own
 * `autofocus`, Preferences and newsletter posting to the store server), so their scripts wait
 * for the shopper's first touch, key or pointer (`intent`) and a page only looked at runs none.
 * Every other page keeps them after paint: a listing's view is told to the tracking service
 * (SPEC §7 viewed_campaign) by script, the cart, checkout and support pages have the shelf,
 * payment widgets and contact form, and a page answered with another status than 200 is the
 * shell's to word ("Page not found").
 */
export function releaseOf(pathname: string, status = 200): AfterPaintRelease {
  const catalogPage = routeOwner(pathname) === 'mf-catalog' && !pathname.startsWith('/listing/');
  return status === 200 && catalogPage ? 'intent' : 'paint';
}

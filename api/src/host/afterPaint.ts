import {
  AFTER_PAINT_PATH,
  AFTER_PAINT_TEMPLATE_ID,
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
export function withScriptsAfterPaint(page: string, links: string[]): string {
  const main = /<script defer(?:="defer"|="")? src=("?)([^"\s>]+)\1><\/script>/.exec(page);
  if (!main) return page.replace('</head>', `${links.join('')}</head>`);
  const held = `<template id="${AFTER_PAINT_TEMPLATE_ID}">${links.join('')}<script src="${main[2]}"></script></template>`;
  return page.replace(main[0], `<script defer src="${AFTER_PAINT_PATH}"></script>${held}`);
}

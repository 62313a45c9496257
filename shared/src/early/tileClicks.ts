import { INTERACTIVE_ATTRIBUTE } from './pageIds';
import { IMPRESSIONS_ATTRIBUTE, TILE_CLICKS_GLOBAL } from './analyticsIds';
import { parsed } from './paintEvents';

// SPEC §7 `product-click` for a tile followed before its grid is live. A tile's link is left to
// the browser (never held: following it is the shopper's whole intent), so the live grid's click
// handler (mf-catalog TileGrid) never hears it. That is so before the page is live, and also just
// after: the shell marks the page live when it has hydrated, and a grid React has not hydrated yet
// (its part still on its way) lets a click go to the browser. The grid's HTML already says what
// each tile is (its `data-impressions`, in tile order): the click is pushed from there, in the
// live grid's shape.

/** The product-click of a click on a tile's link, or null when the click is not one. */
export function tileClickEvent(target: EventTarget | null): Record<string, unknown> | null {
  const link = target instanceof Element ? target.closest('a[href]') : null;
  const tile = link?.closest('li');
  const grid = tile?.parentElement;
  if (!tile || !grid?.hasAttribute(IMPRESSIONS_ATTRIBUTE)) return null;
  const impressions = parsed(grid, IMPRESSIONS_ATTRIBUTE);
  const items = impressions?.items;
  const item = Array.isArray(items) ? items[[...grid.children].indexOf(tile)] : null;
  if (!item) return null;
  return { event: 'product-click', ecommerce: { currency: impressions?.currency, items: [item] } };
}

/**
 * Pushes the product-click of a tile link the browser follows; the live grid pushes its own. Heard
 * as the click bubbles to the document, after React's listener on the app's root: a click the
 * live grid took was pushed by it, and its router link kept the browser from following it
 * (`defaultPrevented`). A click the browser follows though the page is live is the grid's too when
 * it opens another tab or window (the router leaves those to the browser, after its handler).
 */
export function pushTileClicksLeftToBrowser(
  doc: Document,
  layer: () => Record<string, unknown>[],
): void {
  (doc.defaultView as unknown as Record<string, boolean>)[TILE_CLICKS_GLOBAL] = true;
  doc.addEventListener('click', (e) => {
    const otherTab = e.button || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey;
    if (e.defaultPrevented || (otherTab && doc.documentElement.hasAttribute(INTERACTIVE_ATTRIBUTE)))
      return;
    const event = tileClickEvent(e.target);
    if (event) layer().push(event);
  });
}

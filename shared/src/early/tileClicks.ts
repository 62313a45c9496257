import { INTERACTIVE_ATTRIBUTE } from './pageIds';
import { IMPRESSIONS_ATTRIBUTE } from './analyticsIds';
import { parsed } from './paintEvents';

// SPEC §7 `product-click` for a tile followed before the page is live. A tile's link is left to
// the browser (never held: following it is the shopper's whole intent), so the live grid's click
// handler (mf-catalog TileGrid) never hears it. The grid's HTML already says what each tile is
// (its `data-impressions`, in tile order): the click is pushed from there, in the live grid's shape.

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

/** Pushes a tile link's product-click while the page is not live; the live grid's own after. */
export function pushTileClicksUntilLive(
  doc: Document,
  layer: () => Record<string, unknown>[],
): void {
  doc.addEventListener(
    'click',
    (e) => {
      if (doc.documentElement.hasAttribute(INTERACTIVE_ATTRIBUTE)) return;
      const event = tileClickEvent(e.target);
      if (event) layer().push(event);
    },
    true,
  );
}

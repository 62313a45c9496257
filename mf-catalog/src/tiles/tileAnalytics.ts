import { createAction, type Action } from '@reduxjs/toolkit';
import { tileTitle, tileTypeName, type ProductTile } from '@store/shared';
import { combineEpics, filter, ignoreElements, tap } from '@store/shared/rx';
import type { AppDeps } from '../store/deps';
import type { AppEpic, RootState } from '../store/store';

/** Tiles of a list came on screen (each reported once per list shown). */
export const tilesShown = createAction<{ list: string; tiles: ProductTile[] }>('tiles/tilesShown');
/** The shopper opened a tile's product. */
export const tileClicked = createAction<{ list: string; tile: ProductTile; index: number }>(
  'tiles/tileClicked',
);

const item = (t: ProductTile, list: string, index: number) => ({
  item_id: t.productId || t.id,
  item_name: tileTitle(t),
  item_category: tileTypeName(t),
  item_list_name: list,
  index,
  price: t.price,
});

/**
 * The `ecommerce` object of a list's `product-impression`: pushed by the live grid (below) and, for
 * a page only looked at, from the HTML (the grid's IMPRESSIONS_ATTRIBUTE, shared's paint events).
 */
export const impressionEcommerce = (tiles: ProductTile[], list: string) => ({
  currency: tiles[0]?.currency,
  items: tiles.map((t, i) => item(t, list, i)),
});

/** SPEC §9 analytics: `product-impression` for tiles shown, `product-click` for a tile opened. */
export const tileImpressionEpic: AppEpic = (action$, _state$, { bus }) =>
  action$.pipe(
    filter(tilesShown.match),
    filter(({ payload }) => payload.tiles.length > 0),
    tap(({ payload: { list, tiles } }) =>
      bus.emit('analytics:event', {
        event: 'product-impression',
        ecommerce: impressionEcommerce(tiles, list),
      }),
    ),
    ignoreElements(),
  );

export const tileClickEpic: AppEpic = (action$, _state$, { bus }) =>
  action$.pipe(
    filter(tileClicked.match),
    tap(({ payload: { list, tile, index } }) =>
      bus.emit('analytics:event', {
        event: 'product-click',
        ecommerce: { currency: tile.currency, items: [item(tile, list, index)] },
      }),
    ),
    ignoreElements(),
  );

export const tileAnalyticsEpic = combineEpics<Action, Action, RootState, AppDeps>(
  tileImpressionEpic,
  tileClickEpic,
);

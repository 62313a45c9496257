import type { Action } from '@reduxjs/toolkit';
import {
  combineEpics,
  EMPTY,
  catchError,
  filter,
  from,
  map,
  mergeMap,
  of,
  switchMap,
  takeUntil,
  timer,
} from '@store/shared/rx';
import { QUICK_ADD_AUTO_CLOSE_MS } from '@store/shared';
import { addToCart } from '../app/cartCommands';
import type { AppDeps } from '../store/deps';
import type { AppEpic, RootState } from '../store/store';
import {
  isOutOfStock,
  pickProduct,
  pickSize,
  pickVariation,
  sizesOf,
  visibleVariations,
} from '../listing/selection';
import {
  quickAddAdded,
  quickAddCartFailed,
  quickAddFailed,
  quickAddListingLoaded,
  quickAddModalClosed,
  quickAddRefusedOutOfStock,
  quickAddRequested,
  quickAddSubmitted,
} from './quickAddSlice';

/** The tile button fetches the listing details for the options panel. */
export const quickAddFetchEpic: AppEpic = (action$, _state$, { api }) =>
  action$.pipe(
    filter(quickAddRequested.match),
    switchMap(({ payload: { target, storeSlug, preview } }) =>
      from(
        api.getListing({
          slug: target.slug,
          storeSlug,
          productId: target.productId,
          // As the listing page reads it: a private listing opens only to a preview session.
          ...(preview ? { visibility: 'any' as const } : {}),
        }),
      ).pipe(
        map((listing) => quickAddListingLoaded(listing)),
        catchError(() => of(quickAddFailed())),
      ),
    ),
  );

/** Single-variation items (one colour, at most one size) are added straight away. */
export const quickAddAutoEpic: AppEpic = (action$, state$) =>
  action$.pipe(
    filter(quickAddListingLoaded.match),
    mergeMap(({ payload: listing }) => {
      if (listing.preorder) return EMPTY; // the panel sends the shopper to the pre-order form
      const product = pickProduct(listing, state$.value.quickAdd.target?.productId ?? null);
      if (!product) return EMPTY;
      const colours = visibleVariations(product, state$.value.quickAdd.preview);
      const only = colours.length === 1 ? colours[0] : undefined;
      if (!only || sizesOf(only).length > 1) return EMPTY;
      const size = pickSize(only, null);
      return of(quickAddSubmitted({ colorId: only.variationId, sizeId: size?.id ?? '' }));
    }),
  );

/**
 * Adds 1 of the chosen colour/size (the cart adds it to what is there), or reports out of stock.
 * The confirmation and add_to_cart wait for the cart service to say the item is stored.
 */
export const quickAddSubmitEpic: AppEpic = (action$, state$, { bus }) =>
  action$.pipe(
    filter(quickAddSubmitted.match),
    mergeMap(({ payload: { colorId, sizeId } }) => {
      const { listing, target, preview } = state$.value.quickAdd;
      if (!listing || !target || listing.preorder) return EMPTY;
      const product = pickProduct(listing, target.productId);
      const variation = product ? pickVariation(listing, product, colorId, preview) : null;
      const size = variation ? pickSize(variation, sizeId) : null;
      const title = listing.title || target.title;
      if (!product || !variation || !size || isOutOfStock(variation, size, {})) {
        return of(quickAddRefusedOutOfStock({ title }));
      }
      const item = {
        slug: listing.slug,
        listingId: listing.listingId,
        productId: product.productId,
        colorId: variation.variationId,
        sizeId: size.id,
        quantity: 1,
      };
      return addToCart(bus, item, title).pipe(
        map((stored) => {
          if (!stored) return quickAddCartFailed();
          bus.emit('analytics:event', {
            event: 'add_to_cart',
            ecommerce: {
              currency: listing.currency,
              value: size.price || product.price,
              items: [{ item_id: product.productId, item_name: title, quantity: 1 }],
            },
          });
          return quickAddAdded({ title });
        }),
      );
    }),
  );

/** The confirmation closes itself after 6 s (unless closed or replaced first). */
export const quickAddAutoCloseEpic: AppEpic = (action$) =>
  action$.pipe(
    filter(quickAddAdded.match),
    switchMap(() =>
      timer(QUICK_ADD_AUTO_CLOSE_MS).pipe(
        map(() => quickAddModalClosed()),
        takeUntil(action$.pipe(filter(quickAddModalClosed.match))),
      ),
    ),
  );

export const quickAddEpic = combineEpics<Action, Action, RootState, AppDeps>(
  quickAddFetchEpic,
  quickAddAutoEpic,
  quickAddSubmitEpic,
  quickAddAutoCloseEpic,
);

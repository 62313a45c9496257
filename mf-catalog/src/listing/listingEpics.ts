import type { Action } from '@reduxjs/toolkit';
import { combineEpics } from 'redux-observable';
import { isApiError } from '@store/shared';
import {
  EMPTY,
  catchError,
  filter,
  from,
  ignoreElements,
  map,
  mergeMap,
  of,
  switchMap,
  tap,
} from 'rxjs';
import { errorMessage } from '../app/errorMessage';
import type { AppDeps } from '../store/deps';
import type { AppEpic, RootState } from '../store/store';
import { addToCart } from '../app/cartCommands';
import {
  addToCartConfirmed,
  addToCartFailed,
  addToCartRequested,
  inventoryLoaded,
  inventoryRequested,
  itemViewed,
  listingFailed,
  listingLoaded,
  listingRequested,
} from './listingSlice';

/**
 * Fetches the listing. A product error (ApiError code 'product') retries without the product id;
 * any other failure marks the listing not found (the page then goes to /listing-not-found).
 */
export const fetchListingEpic: AppEpic = (action$, _state$, { api }) =>
  action$.pipe(
    filter(listingRequested.match),
    switchMap(({ payload: { slug, storeSlug, productId } }) =>
      from(api.getListing({ slug, storeSlug, productId: productId || undefined })).pipe(
        catchError((e: unknown) => {
          if (productId && isApiError(e) && e.find('product')) {
            return from(api.getListing({ slug, storeSlug }));
          }
          throw e;
        }),
        map((listing) => listingLoaded(listing)),
        catchError((e: unknown) => of(listingFailed(errorMessage(e)))),
      ),
    ),
  );

/** Inventory of the chosen colour and size; a failed check leaves it unknown (colour count rules). */
export const inventoryEpic: AppEpic = (action$, state$, { api }) =>
  action$.pipe(
    filter(inventoryRequested.match),
    filter(
      ({ payload }) =>
        state$.value.listing.inventory[`${payload.colorId}-${payload.sizeId}`] === undefined,
    ),
    mergeMap(({ payload: { colorId, sizeId } }) =>
      from(api.getInventory(colorId, sizeId)).pipe(
        map((res) => inventoryLoaded({ colorId, sizeId, count: Number(res?.inventoryCount ?? 0) })),
        catchError(() => EMPTY),
      ),
    ),
  );

/**
 * Add to cart: the cart service takes the command. Only once it answers that the item is stored
 * does the confirmation open and analytics get add_to_cart; otherwise an error toast shows.
 */
export const addToCartEpic: AppEpic = (action$, _state$, { bus }) =>
  action$.pipe(
    filter(addToCartRequested.match),
    mergeMap(({ payload: { cart, analytics } }) =>
      addToCart(bus, cart, analytics.title).pipe(
        map((stored) => (stored ? addToCartConfirmed({ cart, analytics }) : addToCartFailed())),
      ),
    ),
  );

export const addToCartAnalyticsEpic: AppEpic = (action$, _state$, { bus }) =>
  action$.pipe(
    filter(addToCartConfirmed.match),
    tap(({ payload: { cart, analytics } }) => {
      bus.emit('analytics:event', {
        event: 'add_to_cart',
        ecommerce: {
          currency: analytics.currency,
          value: analytics.price * cart.quantity,
          items: [
            {
              item_id: cart.productId,
              item_name: analytics.title,
              item_variant: analytics.variant,
              price: analytics.price,
              quantity: cart.quantity,
            },
          ],
        },
      });
    }),
    ignoreElements(),
  );

/** view_item analytics (the page dispatches it once per product id). */
export const viewItemEpic: AppEpic = (action$, _state$, { bus }) =>
  action$.pipe(
    filter(itemViewed.match),
    tap(({ payload: p }) =>
      bus.emit('analytics:event', {
        event: 'view_item',
        ecommerce: {
          currency: p.currency,
          value: p.price,
          items: [
            {
              item_id: p.productId,
              item_name: p.title,
              item_category: p.productType,
              price: p.price,
            },
          ],
        },
      }),
    ),
    ignoreElements(),
  );

export const listingEpic = combineEpics<Action, Action, RootState, AppDeps>(
  fetchListingEpic,
  inventoryEpic,
  addToCartEpic,
  addToCartAnalyticsEpic,
  viewItemEpic,
);

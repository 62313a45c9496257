import { viewItemEcommerce } from './viewItem';
import type { Action } from '@reduxjs/toolkit';
import {
  combineEpics,
  EMPTY,
  catchError,
  filter,
  from,
  ignoreElements,
  map,
  mergeMap,
  tap,
} from '@store/shared/rx';
import { campaignGetVars } from '@store/shared';
import type { AppDeps } from '../store/deps';
import type { AppEpic, RootState } from '../store/store';
import { addToCart } from '../app/cartCommands';
import { addToCartEvent } from './addToCartRequest';
import {
  addToCartConfirmed,
  addToCartFailed,
  addListingToCart,
  campaignViewed,
  itemViewed,
} from './listingSlice';

/**
 * Add to cart: the cart service takes the command. Only once it answers that the item is stored
 * does the confirmation open and analytics get add_to_cart; otherwise an error toast shows.
 */
export const addToCartEpic: AppEpic = (action$, _state$, { bus }) =>
  action$.pipe(
    filter(addListingToCart.match),
    mergeMap(({ payload: { cart, analytics } }) =>
      addToCart(bus, cart, analytics.title).pipe(
        map((stored) => (stored ? addToCartConfirmed({ cart, analytics }) : addToCartFailed())),
      ),
    ),
  );

export const addToCartAnalyticsEpic: AppEpic = (action$, _state$, { bus }) =>
  action$.pipe(
    filter(addToCartConfirmed.match),
    tap(({ payload }) => bus.emit('analytics:event', addToCartEvent(payload))),
    ignoreElements(),
  );

/** viewed_campaign for the tracking service; a failure costs the shopper nothing. */
export const campaignViewedEpic: AppEpic = (action$, _state$, { api }) =>
  action$.pipe(
    filter(campaignViewed.match),
    mergeMap(({ payload }) =>
      from(
        api.trackViewedCampaign({
          campaign_id: payload.listingId,
          referrer: payload.referrer,
          get_vars: campaignGetVars(payload.search),
        }),
      ).pipe(
        ignoreElements(),
        catchError(() => EMPTY),
      ),
    ),
  );

/** view_item analytics (the page dispatches it once per product id). */
export const viewItemEpic: AppEpic = (action$, _state$, { bus }) =>
  action$.pipe(
    filter(itemViewed.match),
    tap(({ payload: p }) =>
      bus.emit('analytics:event', { event: 'view_item', ecommerce: viewItemEcommerce(p) }),
    ),
    ignoreElements(),
  );

export const listingEpic = combineEpics<Action, Action, RootState, AppDeps>(
  addToCartEpic,
  addToCartAnalyticsEpic,
  viewItemEpic,
  campaignViewedEpic,
);

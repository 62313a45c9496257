import type { Action } from '@reduxjs/toolkit';
import { UNAVAILABLE_ITEMS_MODAL_DELAY_MS, removeFromCartEvent } from '@store/shared';
import {
  combineEpics,
  EMPTY,
  distinctUntilChanged,
  filter,
  ignoreElements,
  map,
  merge,
  switchMap,
  tap,
  timer,
} from '@store/shared/rx';
import { selectLines, selectLoading, selectUnavailableItems } from '../cart/cartSelectors';
import { cartActions } from '../cart/cartSlice';
import type { AppDeps } from '../store/deps';
import type { AppEpic, RootState } from '../store/store';
import { cartPageActions } from './cartPageSlice';

const {
  checkoutPreloadWanted,
  unavailableModalOpened,
  unavailableConfirmed,
  lineQuantityChosen,
  lineRemoveChosen,
} = cartPageActions;

/**
 * The checkout's code loads while the shopper reads a filled cart, and again on hover or focus of
 * Checkout, should the first ask have come before the shell could take it.
 */
const preloadCheckoutEpic: AppEpic = (action$, state$, { bus }) =>
  merge(
    state$.pipe(
      map((s) => s.cartPage.open && selectLines(s).length > 0),
      distinctUntilChanged(),
      filter(Boolean),
    ),
    action$.pipe(filter(checkoutPreloadWanted.match)),
  ).pipe(
    tap(() => bus.emit('remote:preload', { remote: 'mf-checkout' })),
    ignoreElements(),
  );

/**
 * SPEC 4: once the cart's listings have answered, unavailable items open the modal 400 ms later.
 * Any change of what is unavailable, a new fetch, or coming back to the page starts the wait
 * over.
 */
const unavailableModalEpic: AppEpic = (_action$, state$) =>
  state$.pipe(
    map((s) =>
      s.cartPage.open && !selectLoading(s)
        ? selectUnavailableItems(s)
            .map((i) => i.sku)
            .join('|')
        : '',
    ),
    distinctUntilChanged(),
    switchMap((unavailable) =>
      unavailable
        ? timer(UNAVAILABLE_ITEMS_MODAL_DELAY_MS).pipe(map(() => unavailableModalOpened()))
        : EMPTY,
    ),
  );

/** The shopper's own edits of the cart: analytics hears of what left it (remove_from_cart). */
const lineEditsEpic: AppEpic = (action$, _state$, { bus }) =>
  merge(
    action$.pipe(
      filter(lineQuantityChosen.match),
      map(({ payload: { line, quantity } }) => {
        if (quantity < line.quantity)
          bus.emit('analytics:event', removeFromCartEvent(line, line.quantity - quantity));
        return cartActions.quantitySet({ sku: line.sku, quantity });
      }),
    ),
    action$.pipe(
      filter(lineRemoveChosen.match),
      map(({ payload: { line } }) => {
        bus.emit('analytics:event', removeFromCartEvent(line));
        return cartActions.itemRemoved({ sku: line.sku });
      }),
    ),
    action$.pipe(
      filter(unavailableConfirmed.match),
      map(({ payload: { skus } }) => cartActions.itemsRemoved({ skus })),
    ),
  );

/** The cart page's flows; they run with the cart service and act only while the page is open. */
export const cartPageEpic = combineEpics<Action, Action, RootState, AppDeps>(
  preloadCheckoutEpic,
  unavailableModalEpic,
  lineEditsEpic,
);

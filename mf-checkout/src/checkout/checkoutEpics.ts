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
  of,
  switchMap,
  take,
  tap,
} from '@store/shared/rx';
import { bus, type Checkout } from '@store/shared';
import { arrivalEstimate } from '../delivery/deliveryOptions';
import { checkoutText } from '../i18n/checkoutIntl';
import type { AppDeps } from '../store/deps';
import type { AppEpic, RootState } from '../store/types';
import { purchaseData, trackPurchaseOnce } from '../thankyou/purchaseTracking';
import type { ThankYouParams } from '../store/checkoutLifecycle';
import { loadCheckoutFor } from './checkoutLink';
import { checkoutRef } from '../store/checkoutRef';
import { checkoutActions as A } from '../store/checkoutSlice';
import { CHECKOUT_MESSAGES } from './messages';

const messageOf = (e: unknown) => (e instanceof Error ? e.message : String(e));

export const loadCheckoutEpic: AppEpic = (action$, _state$, { api }) =>
  action$.pipe(
    filter(A.checkoutRequested.match),
    switchMap(({ payload }) =>
      from(loadCheckoutFor(api, payload)).pipe(
        mergeMap((r) =>
          r.linked
            ? [A.linkOpened(), A.checkoutLoaded(r.checkout)]
            : [A.checkoutLoaded(r.checkout)],
        ),
        catchError((e) => {
          bus.emit('toast:show', {
            type: 'danger',
            message: checkoutText(CHECKOUT_MESSAGES.errorCheckingOut, { detail: messageOf(e) }),
          });
          return of(A.checkoutFailed(messageOf(e)));
        }),
      ),
    ),
  );

export const loadStoreEpic: AppEpic = (action$, state$, { api }) =>
  action$.pipe(
    filter(A.checkoutRequested.match),
    filter(() => !state$.value.checkout.store),
    take(1),
    switchMap(({ payload }) =>
      payload.store
        ? of(A.storeLoaded(payload.store))
        : from(api.getStore(payload.storeSlug)).pipe(
            map((s) => A.storeLoaded({ name: s.name, region: s.region })),
            catchError(() => EMPTY),
          ),
    ),
  );

/** The marketing opt-in is saved alone. */
export const marketingOptInEpic: AppEpic = (action$, state$, { api }) =>
  action$.pipe(
    filter(A.setMarketingOptIn.match),
    switchMap(({ payload }) => {
      const { id, storeSlug } = checkoutRef(state$.value);
      return from(api.updateCheckout(id, { storeSlug, marketingOptIn: payload })).pipe(
        map((c) => A.checkoutUpdated(c)),
        catchError(() => EMPTY),
      );
    }),
  );

export function thankYouParams(c: Checkout): ThankYouParams {
  const lookup = c.orderLookupNumber ?? '';
  return {
    name: c.customer?.firstName ?? '',
    orderNumber: c.orderNumber || lookup,
    orderLookupNumber: lookup,
    arrivalEstimate: arrivalEstimate(c.deliveryOption),
    cart: c.id,
  };
}

/** A finished order empties the cart and is reported to analytics once. */
export const orderCompletedEpic: AppEpic = (action$) =>
  action$.pipe(
    filter(A.orderCompleted.match),
    tap(({ payload }) => {
      bus.emit('cart:clear', { reason: 'order-complete' });
      trackPurchaseOnce(payload.params.orderNumber, purchaseData(payload.checkout));
    }),
    ignoreElements(),
  );

export const checkoutEpic = combineEpics<Action, Action, RootState, AppDeps>(
  loadCheckoutEpic,
  loadStoreEpic,
  marketingOptInEpic,
  orderCompletedEpic,
);

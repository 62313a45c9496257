import type { Action } from '@reduxjs/toolkit';
import { combineEpics } from 'redux-observable';
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
  take,
  tap,
} from 'rxjs';
import {
  TOAST_LONG_DURATION_MS,
  bus,
  getDeliveryOptions,
  getStore,
  updateCheckout,
  type Checkout,
} from '@store/shared';
import { hasFullAddress } from '../address/addressSchema';
import {
  CANNOT_DELIVER_MESSAGE,
  arrivalEstimate,
  isDestinationError,
  toDeliveryOptions,
} from '../delivery/deliveryOptions';
import type { AppEpic, EpicDeps, RootState } from '../store/types';
import { purchaseData, trackPurchaseOnce } from '../thankyou/purchaseTracking';
import type { ThankYouParams } from './checkoutLifecycle';
import { loadCheckoutFor } from './checkoutLink';
import { checkoutRef } from './checkoutRef';
import { checkoutActions as A } from './checkoutSlice';

const messageOf = (e: unknown) => (e instanceof Error ? e.message : String(e));

export const LOAD_FAILED_MESSAGE = 'We could not load your checkout. Please go back to your cart.';

export const loadCheckoutEpic: AppEpic = (action$) =>
  action$.pipe(
    filter(A.loadCheckout.match),
    switchMap(({ payload }) =>
      from(loadCheckoutFor(payload)).pipe(
        mergeMap((r) =>
          r.linked ? [A.linkOpened(), A.loadSucceeded(r.checkout)] : [A.loadSucceeded(r.checkout)],
        ),
        catchError((e) => {
          bus.emit('toast:show', {
            type: 'danger',
            message: `Error checking out: ${messageOf(e)}`,
          });
          return of(A.loadFailed(messageOf(e)));
        }),
      ),
    ),
  );

export const loadStoreEpic: AppEpic = (action$, state$) =>
  action$.pipe(
    filter(A.loadCheckout.match),
    filter(() => !state$.value.checkout.store),
    take(1),
    switchMap(({ payload }) =>
      from(getStore(payload.storeSlug)).pipe(
        map((s) => A.storeLoaded({ name: s.name, region: s.region })),
        catchError(() => EMPTY),
      ),
    ),
  );

/** A checkout that already has the whole address goes straight to delivery options. */
export const resumeEpic: AppEpic = (action$) =>
  action$.pipe(
    filter(A.loadSucceeded.match),
    filter(({ payload }) => payload.state !== 'success' && hasFullAddress(payload.customer)),
    map(() => A.deliveryOptionsRequested()),
  );

export const deliveryOptionsEpic: AppEpic = (action$, state$) =>
  action$.pipe(
    filter(A.deliveryOptionsRequested.match),
    switchMap(() => {
      const { id, storeSlug } = checkoutRef(state$.value);
      const address = state$.value.checkout.checkout?.customer?.address;
      const countryCode = address?.countryCode || 'US';
      const stateCode = countryCode === 'US' ? (address?.stateCode ?? '') : '';
      return from(getDeliveryOptions({ id, storeSlug, stateCode, countryCode })).pipe(
        mergeMap((res) => {
          const options = toDeliveryOptions(res);
          const current = state$.value.checkout.checkout?.deliveryOption?.id;
          const out: Action[] = [A.deliveryOptionsLoaded(options)];
          if (options.length && !options.some((o) => o.id === current)) {
            out.push(A.selectDeliveryOption(options[0].id));
          }
          return out;
        }),
        catchError((e) => {
          if (isDestinationError(e)) {
            bus.emit('toast:show', {
              type: 'danger',
              message: CANNOT_DELIVER_MESSAGE,
              options: { duration: TOAST_LONG_DURATION_MS },
            });
            return of(A.deliveryOptionsFailed({ afterpayUnavailable: false }));
          }
          return of(A.deliveryOptionsFailed({ afterpayUnavailable: true }));
        }),
      );
    }),
  );

/** Saves a chosen option only if it differs from the current one; a failure restores the previous. */
export const selectDeliveryOptionEpic: AppEpic = (action$, state$) =>
  action$.pipe(
    filter(A.selectDeliveryOption.match),
    filter(({ payload }) => state$.value.checkout.checkout?.deliveryOption?.id !== payload),
    switchMap(({ payload }) => {
      const { id, storeSlug } = checkoutRef(state$.value);
      return from(updateCheckout(id, { storeSlug, deliveryOption: payload })).pipe(
        map((c) => A.deliveryOptionSaved(c)),
        catchError(() => of(A.deliveryOptionRestored())),
      );
    }),
  );

/** The marketing opt-in is saved alone. */
export const marketingOptInEpic: AppEpic = (action$, state$) =>
  action$.pipe(
    filter(A.setMarketingOptIn.match),
    switchMap(({ payload }) => {
      const { id, storeSlug } = checkoutRef(state$.value);
      return from(updateCheckout(id, { storeSlug, marketingOptIn: payload })).pipe(
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

export const checkoutEpic = combineEpics<Action, Action, RootState, EpicDeps>(
  loadCheckoutEpic,
  loadStoreEpic,
  resumeEpic,
  deliveryOptionsEpic,
  selectDeliveryOptionEpic,
  marketingOptInEpic,
  orderCompletedEpic,
);

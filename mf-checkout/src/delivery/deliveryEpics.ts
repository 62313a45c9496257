import type { Action } from '@reduxjs/toolkit';
import {
  combineEpics,
  catchError,
  filter,
  from,
  map,
  mergeMap,
  of,
  startWith,
  switchMap,
} from '@store/shared/rx';
import { TOAST_LONG_DURATION_MS, bus } from '@store/shared';
import { hasFullAddress } from '../address/addressSchema';
import { checkoutLoaded, checkoutResumed } from '../store/checkoutLifecycle';
import { checkoutRef } from '../store/checkoutRef';
import { checkoutText } from '../i18n/checkoutIntl';
import type { AppDeps } from '../store/deps';
import type { AppEpic, RootState } from '../store/types';
import { isDestinationError, toDeliveryOptions } from './deliveryOptions';
import { deliveryActions as A } from './deliverySlice';
import { DELIVERY_MESSAGES } from './messages';

/** A checkout that already has the whole address goes straight to delivery options. */
export const resumeEpic: AppEpic = (action$) =>
  action$.pipe(
    filter(checkoutLoaded.match),
    filter(({ payload }) => payload.state !== 'success' && hasFullAddress(payload.customer)),
    map(() => A.deliveryOptionsRequested()),
  );

/**
 * The browser taking over a server-rendered checkout: the options the server read stay on screen;
 * the first is chosen when none of them is the checkout's (the render only reads, never saves),
 * and they are read here only when the server could not.
 */
export const resumedEpic: AppEpic = (action$, state$) =>
  action$.pipe(
    filter(checkoutResumed.match),
    filter(({ payload }) => payload.state !== 'success' && hasFullAddress(payload.customer)),
    mergeMap(({ payload }) => {
      const { options, loading } = state$.value.delivery;
      const first = options[0];
      if (!first) return loading ? [] : [A.deliveryOptionsRequested()];
      const current = payload.deliveryOption?.id;
      return options.some((o) => o.id === current) ? [] : [A.selectDeliveryOption(first.id)];
    }),
  );

export const deliveryOptionsEpic: AppEpic = (action$, state$, { api }) =>
  action$.pipe(
    filter(A.deliveryOptionsRequested.match),
    switchMap(() => {
      const { id, storeSlug } = checkoutRef(state$.value);
      const address = state$.value.checkout.checkout?.customer?.address;
      const countryCode = address?.countryCode || 'US';
      const stateCode = countryCode === 'US' ? (address?.stateCode ?? '') : '';
      return from(api.getDeliveryOptions({ id, storeSlug, stateCode, countryCode })).pipe(
        mergeMap((res) => {
          const options = toDeliveryOptions(res);
          const current = state$.value.checkout.checkout?.deliveryOption?.id;
          const out: Action[] = [A.deliveryOptionsLoaded(options)];
          const first = options[0];
          if (first && !options.some((o) => o.id === current)) {
            out.push(A.selectDeliveryOption(first.id));
          }
          return out;
        }),
        catchError((e) => {
          if (isDestinationError(e)) {
            bus.emit('toast:show', {
              type: 'danger',
              message: checkoutText(DELIVERY_MESSAGES.cannotDeliver),
              options: { duration: TOAST_LONG_DURATION_MS },
            });
            return of(A.deliveryOptionsFailed({ afterpayUnavailable: false }));
          }
          return of(A.deliveryOptionsFailed({ afterpayUnavailable: true }));
        }),
      );
    }),
  );

/**
 * Saves a chosen option only if it differs from the current one (shown at once as pending); a
 * failure restores the previous.
 */
export const selectDeliveryOptionEpic: AppEpic = (action$, state$, { api }) =>
  action$.pipe(
    filter(A.selectDeliveryOption.match),
    filter(({ payload }) => state$.value.checkout.checkout?.deliveryOption?.id !== payload),
    switchMap(({ payload }) => {
      const { id, storeSlug } = checkoutRef(state$.value);
      return from(api.updateCheckout(id, { storeSlug, deliveryOption: payload })).pipe(
        map((c): Action => A.deliveryOptionSaved(c)),
        catchError(() => of(A.deliveryOptionRestored())),
        startWith(A.deliveryOptionSaveStarted(payload)),
      );
    }),
  );

export const deliveryEpic = combineEpics<Action, Action, RootState, AppDeps>(
  resumeEpic,
  resumedEpic,
  deliveryOptionsEpic,
  selectDeliveryOptionEpic,
);

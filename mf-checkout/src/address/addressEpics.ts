import type { Action } from '@reduxjs/toolkit';
import { combineEpics, catchError, filter, from, mergeMap, of, switchMap } from '@store/shared/rx';
import type { Customer } from '@store/shared';
import { checkoutRef } from '../store/checkoutRef';
import { checkoutActions } from '../store/checkoutSlice';
import { deliveryOptionsRequested } from '../store/checkoutLifecycle';
import type { AppDeps } from '../store/deps';
import type { AppEpic, RootState } from '../store/types';
import { addressActions as A } from './addressSlice';
import { ours, theirs } from '../i18n/stateMessage';
import { ADDRESS_TEXT } from './messages';

const messageOf = (e: unknown) => (e instanceof Error ? e.message : String(e));

export const submitAddressEpic: AppEpic = (action$, state$, { api }) =>
  action$.pipe(
    filter(A.submitAddress.match),
    switchMap(({ payload }) => {
      const { id, storeSlug } = checkoutRef(state$.value);
      const { customer, skipVerification } = payload;
      return from(api.updateCheckout(id, { storeSlug, customer })).pipe(
        switchMap((checkout) => {
          if (skipVerification) return of(A.addressSaved(checkout), deliveryOptionsRequested());
          return from(api.verifyAddress(id, storeSlug, customer.address)).pipe(
            catchError(() => of({ status: 'valid' as const, suggestions: [], message: null })),
            mergeMap((v): Action[] => {
              if (v.status === 'invalidWithoutSuggestion') {
                return [
                  checkoutActions.checkoutUpdated(checkout),
                  A.addressRejected(v.message ? theirs(v.message) : ours(ADDRESS_TEXT.notVerified)),
                ];
              }
              if (v.status !== 'valid' && v.suggestions.length) {
                const suggested: Customer = {
                  ...customer,
                  address: { ...customer.address, ...v.suggestions[0] },
                };
                return [
                  checkoutActions.checkoutUpdated(checkout),
                  A.addressSuggested({ original: customer, suggested }),
                ];
              }
              return [A.addressSaved(checkout), deliveryOptionsRequested()];
            }),
          );
        }),
        catchError((e) => of(A.addressFailed(theirs(messageOf(e))))),
      );
    }),
  );

export const addressEpic = combineEpics<Action, Action, RootState, AppDeps>(submitAddressEpic);

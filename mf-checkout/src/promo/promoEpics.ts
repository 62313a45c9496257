import type { Action } from '@reduxjs/toolkit';
import { catchError, filter, from, mergeMap, of, switchMap } from 'rxjs';
import { isApiError, updateCheckout, type Checkout } from '@store/shared';
import { hasFullAddress } from '../address/addressSchema';
import { checkoutRef } from '../checkout/checkoutRef';
import { checkoutActions } from '../checkout/checkoutSlice';
import type { AppEpic } from '../store/types';
import { PROMO_CANNOT_APPLY, PROMO_REMOVE_FAILED, PROMO_UNREACHABLE } from './promoMessages';
import { promoActions as P } from './promoSlice';

/** SPEC §5: the promo error comes from the server errors whose source pointer mentions promoCode. */
export function promoErrorOf(e: unknown, fallback: string): string {
  if (!isApiError(e)) return fallback;
  const item = e.errors.find((x) => x.source?.pointer?.includes('promoCode'));
  if (item) return item.detail || item.title || PROMO_CANNOT_APPLY;
  // Refused for another reason (a placed checkout, say): the server's own words.
  return e.message || fallback;
}

/** The new checkout (costs, discount, promoCode) is the server's answer, never computed here. */
const saved = (c: Checkout): Action[] => [checkoutActions.checkoutUpdated(c), P.promoSaved(c)];

/** Apply and Remove share one switchMap: the latest click wins, an older answer is dropped. */
export const promoEpic: AppEpic = (action$, state$) =>
  action$.pipe(
    filter((a) => P.applyPromo.match(a) || P.removePromo.match(a)),
    switchMap((a) => {
      const { id, storeSlug } = checkoutRef(state$.value);
      if (P.removePromo.match(a)) {
        return from(updateCheckout(id, { storeSlug, promoCode: null })).pipe(
          mergeMap(saved),
          catchError((e) => of(P.promoFailed(promoErrorOf(e, PROMO_REMOVE_FAILED)))),
        );
      }
      // SPEC §4: a code entered before an address only warns; nothing is sent.
      if (!hasFullAddress(state$.value.checkout.checkout?.customer))
        return of(P.promoHeldForAddress());
      return from(updateCheckout(id, { storeSlug, promoCode: a.payload.code.trim() })).pipe(
        mergeMap(saved),
        catchError((e) => of(P.promoFailed(promoErrorOf(e, PROMO_UNREACHABLE)))),
      );
    }),
  );

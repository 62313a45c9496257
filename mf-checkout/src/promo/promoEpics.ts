import type { Action } from '@reduxjs/toolkit';
import { catchError, filter, from, mergeMap, of, switchMap } from '@store/shared/rx';
import { isApiError, type Checkout } from '@store/shared';
import { hasFullAddress } from '../address/addressSchema';
import { checkoutRef } from '../store/checkoutRef';
import { checkoutActions } from '../store/checkoutSlice';
import type { AppEpic } from '../store/types';
import { ours, theirs, type StateMessage } from '../i18n/stateMessage';
import { PROMO_TEXT } from './messages';
import { promoActions as P } from './promoSlice';

/** The API's code for the SPEC §8 refusal (api/src/checkout/routes/update.ts): ours to word. */
const PROMO_REFUSED_CODE = 'promo_code';

/** SPEC §5: the promo error comes from the server errors whose source pointer mentions promoCode. */
export function promoErrorOf(e: unknown, fallback: StateMessage): StateMessage {
  if (!isApiError(e)) return fallback;
  const item = e.errors.find((x) => x.source?.pointer?.includes('promoCode'));
  if (item) {
    const said = item.code === PROMO_REFUSED_CODE ? null : item.detail || item.title;
    return said ? theirs(said) : ours(PROMO_TEXT.cannotApply);
  }
  // Refused for another reason (a placed checkout, say): the server's own words.
  return e.message ? theirs(e.message) : fallback;
}

/** The new checkout (costs, discount, promoCode) is the server's answer, never computed here. */
const saved = (c: Checkout): Action[] => [checkoutActions.checkoutUpdated(c), P.promoSaved(c)];

/** Apply and Remove share one switchMap: the latest click wins, an older answer is dropped. */
export const promoEpic: AppEpic = (action$, state$, { api }) =>
  action$.pipe(
    filter((a) => P.applyPromo.match(a) || P.removePromo.match(a)),
    switchMap((a) => {
      const { id, storeSlug } = checkoutRef(state$.value);
      if (P.removePromo.match(a)) {
        return from(api.updateCheckout(id, { storeSlug, promoCode: null })).pipe(
          mergeMap(saved),
          catchError((e) => of(P.promoFailed(promoErrorOf(e, ours(PROMO_TEXT.removeFailed))))),
        );
      }
      // SPEC §4: a code entered before an address only warns; nothing is sent.
      if (!hasFullAddress(state$.value.checkout.checkout?.customer))
        return of(P.promoHeldForAddress());
      return from(api.updateCheckout(id, { storeSlug, promoCode: a.payload.code.trim() })).pipe(
        mergeMap(saved),
        catchError((e) => of(P.promoFailed(promoErrorOf(e, ours(PROMO_TEXT.unreachable))))),
      );
    }),
  );

import {
  EMPTY,
  filter,
  ignoreElements,
  map,
  switchMap,
  take,
  takeUntil,
  tap,
} from '@store/shared/rx';
import { checkoutApi } from '../store/checkoutApi';
import type { AppEpic } from '../store/types';
import { orderPurchaseData, trackPurchaseOnce } from './purchaseTracking';
import { thankYouLeft, thankYouShown } from './thankYouActions';

/**
 * The thank-you page reports the purchase once its order has been read (or could not be), so the
 * event carries the order's items and total when there are any; without a checkout id there is
 * nothing to wait for.
 */
export const purchaseTrackingEpic: AppEpic = (action$, state$) =>
  action$.pipe(
    filter(thankYouShown.match),
    switchMap(({ payload: { orderNumber, cartId } }) => {
      if (!orderNumber) return EMPTY;
      if (!cartId) {
        trackPurchaseOnce(orderNumber, orderPurchaseData(undefined));
        return EMPTY;
      }
      const read = checkoutApi.endpoints.orderByCartId.select(cartId);
      return state$.pipe(
        map(read),
        filter((r) => r.isSuccess || r.isError),
        take(1),
        takeUntil(action$.pipe(filter(thankYouLeft.match))),
        tap((r) => trackPurchaseOnce(orderNumber, orderPurchaseData(r.data))),
        ignoreElements(),
      );
    }),
  );

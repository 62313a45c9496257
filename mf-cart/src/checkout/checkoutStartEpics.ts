import type { Action } from '@reduxjs/toolkit';
import {
  beginCheckoutEvent,
  readAffiliate,
  readTrafficSource,
  shopperCurrency,
  type EventBus,
} from '@store/shared';
import {
  EMPTY,
  concat,
  defer,
  filter,
  from,
  mergeMap,
  of,
  takeUntil,
  type Observable,
} from '@store/shared/rx';
import { selectLines, selectSubtotal } from '../cart/cartSelectors';
import { cartActions } from '../cart/cartSlice';
import { cartPageActions } from '../page/cartPageSlice';
import type { AppEpic } from '../store/store';
import { translate } from '../translate';
import { checkoutStartActions } from './checkoutStartSlice';
import { CART_CHECKOUT_MESSAGES as cm } from './messages';
import { runCheckout, type CreateCheckoutOutcome } from './startCheckout';

const { checkoutRequested, checkoutStarted, checkoutSettled } = checkoutStartActions;

/** A bus event in its place among the actions around it. */
const emit = (send: () => void): Observable<never> =>
  defer(() => {
    send();
    return EMPTY;
  });

/** What the page shows and the bus hears once the attempt is over. */
function settle(
  outcome: CreateCheckoutOutcome,
  { storeSlug, pathname }: { storeSlug: string; pathname: string },
  bus: EventBus,
): Observable<Action> {
  if (outcome.kind === 'invalid') {
    const skus = outcome.items.map((i) => i.sku);
    return concat(
      of(cartActions.itemsRemoved({ skus }), cartActions.listingsInvalidated()),
      emit(() => bus.emit('analytics:event', { event: 'cart_items_inactive', skus })),
      of(checkoutSettled({ unavailableNotice: true, goTo: null })),
    );
  }
  if (outcome.kind === 'error') {
    const message =
      outcome.detail === undefined
        ? translate(cm.failed)
        : translate(cm.error, { message: outcome.detail });
    return concat(
      of(
        checkoutSettled({ unavailableNotice: false, goTo: pathname !== '/cart' ? '/cart' : null }),
      ),
      emit(() => bus.emit('toast:show', { type: 'danger', message })),
    );
  }
  const { checkout } = outcome;
  return concat(
    emit(() => bus.emit('checkout:created', { checkout, storeSlug, at: Date.now() })),
    of(
      checkoutSettled({
        unavailableNotice: false,
        goTo: `/checkout/${encodeURIComponent(checkout.id)}`,
      }),
    ),
  );
}

/**
 * Checkout pressed (SPEC 5): revalidate the cart and create the checkout, then open it, or say
 * what went wrong. One attempt at a time; none in preview or for an empty total. Leaving the page
 * drops the answer (a created checkout is still remembered by its cookie).
 */
export const checkoutStartEpic: AppEpic = (action$, state$, { api, bus }) =>
  action$.pipe(
    filter(checkoutRequested.match),
    filter(
      ({ payload }) =>
        !state$.value.checkoutStart.creating &&
        !payload.previewMode &&
        selectSubtotal(state$.value) > 0,
    ),
    mergeMap(({ payload }) => {
      const lines = selectLines(state$.value);
      const context = {
        trafficSource: readTrafficSource(payload.search),
        affiliate: readAffiliate(payload.search),
      };
      return concat(
        of(checkoutStarted()),
        emit(() => bus.emit('analytics:event', beginCheckoutEvent(lines, shopperCurrency()))),
        defer(() => from(runCheckout(lines, payload.storeSlug, context, api))).pipe(
          mergeMap((outcome) => settle(outcome, payload, bus)),
        ),
      ).pipe(takeUntil(action$.pipe(filter(cartPageActions.closed.match))));
    }),
  );

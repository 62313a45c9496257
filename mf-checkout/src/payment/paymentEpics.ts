import { isAnyOf, type Action } from '@reduxjs/toolkit';
import {
  combineEpics,
  EMPTY,
  concat,
  concatMap,
  defaultIfEmpty,
  exhaustMap,
  filter,
  from,
  ignoreElements,
  map,
  of,
  switchMap,
  take,
  tap,
  timer,
  catchError,
  type Observable,
} from '@store/shared/rx';
import {
  AFTERPAY_FAILURE_REDIRECT_MS,
  CHECKOUT_POLL_ATTEMPTS,
  CHECKOUT_POLL_INTERVAL_MS,
  TOAST_LONG_DURATION_MS,
  bus,
  type Checkout,
  type PaymentMethod,
} from '@store/shared';
import { thankYouParams } from '../checkout/checkoutEpics';
import { checkoutRef } from '../store/checkoutRef';
import { checkoutActions } from '../store/checkoutSlice';
import type { AppDeps, CheckoutApi } from '../store/deps';
import type { AppEpic, RootState } from '../store/types';
import { submitFailure, submitPaid } from './methods/shared/paySteps';
import { afterpayFallback, methodContext, methodImpl, shownMethods } from './methods/registry';
import type { PayOutcome } from './methods/types';
import { paymentActions as A } from './paymentSlice';
import { markPayment, readPayment } from './paymentTokens';
import { CHECKOUT_MESSAGES } from '../checkout/messages';
import { checkoutText } from '../i18n/checkoutIntl';
import { ours } from '../i18n/stateMessage';
import { providerMessage } from './methods/shared/providerMessage';
import { PAYMENT_MESSAGES } from './messages';

export { PAYMENT_FAILED_TOAST, PAYMENT_NOT_FOUND, POLL_TIMEOUT_MESSAGE } from './messages';

/**
 * Polls the checkout up to 4 times, 1 s apart, until its state is success (SPEC §4). The first
 * check is at once: a submit that already settled the order goes to the thank-you page without
 * waiting a second.
 */
function pollUntilSuccess(api: CheckoutApi, id: string, storeSlug: string): Observable<Action> {
  return timer(0, CHECKOUT_POLL_INTERVAL_MS).pipe(
    take(CHECKOUT_POLL_ATTEMPTS),
    concatMap(() => from(api.getCheckout(id, storeSlug)).pipe(catchError(() => of(null)))),
    filter((c): c is Checkout => c?.state === 'success'),
    take(1),
    map((checkout): Action =>
      checkoutActions.orderCompleted({ checkout, params: thankYouParams(checkout) }),
    ),
    defaultIfEmpty(A.submitFailed({ error: ours(PAYMENT_MESSAGES.pollTimeout) }) as Action),
  );
}

function outcomeActions(
  api: CheckoutApi,
  outcome: PayOutcome,
  id: string,
  storeSlug: string,
): Observable<Action> {
  switch (outcome.kind) {
    case 'card-error':
      return of(A.paymentFailed(outcome.message));
    case 'submit-error':
      return of(A.submitFailed(submitFailure(outcome.message, outcome.displayMessage)));
    case 'afterpay-declined':
      return of(A.afterpayDeclined(outcome.message));
    case 'redirect':
      return of(A.orderRedirected(outcome.url));
    case 'cancelled':
      return of(A.paymentCancelled());
    case 'submitted':
      return pollUntilSuccess(api, id, storeSlug);
  }
}

const returnUrlFor = (id: string) =>
  `${window.location.origin}/checkout-complete/${encodeURIComponent(id)}`;

/**
 * One payment at a time: exhaustMap drops every placeOrder while one is in flight, so a double
 * click or a retried submit never charges or orders twice.
 */
export const placeOrderEpic: AppEpic = (action$, state$, deps) =>
  action$.pipe(
    filter(A.placeOrder.match),
    exhaustMap(({ payload }) => {
      const s = state$.value;
      const { id, storeSlug } = checkoutRef(s);
      const impl = methodImpl(payload.method, deps.config().payments.provider);
      const checkout = s.checkout.checkout;
      if (!impl || !checkout) return of(A.paymentCancelled());
      return from(
        impl.pay({
          method: payload.method,
          checkout,
          checkoutId: id,
          storeSlug,
          storeName: s.checkout.store?.name ?? null,
          returnUrl: returnUrlFor(id),
          collector: deps.collector(),
          api: deps.api,
        }),
      ).pipe(
        catchError((e: unknown) =>
          of<PayOutcome>({
            kind: 'submit-error',
            message: null,
            displayMessage: ours(CHECKOUT_MESSAGES.errorCheckingOut, {
              detail: e instanceof Error ? e.message : String(e),
            }),
          }),
        ),
        switchMap((outcome) => outcomeActions(deps.api, outcome, id, storeSlug)),
      );
    }),
  );

/** SPEC §4/§8: the Afterpay failure screen moves on to card or PayPal after 4 s. */
export const afterpayRedirectEpic: AppEpic = (action$, state$, deps) =>
  action$.pipe(
    filter(A.afterpayDeclined.match),
    switchMap(() =>
      timer(AFTERPAY_FAILURE_REDIRECT_MS).pipe(
        map(() => {
          const { payments, flags } = deps.config();
          const shown = shownMethods(
            methodContext(
              payments,
              flags,
              state$.value.checkout.store?.region,
              state$.value.checkout.checkout?.costs.total.currency,
            ),
          );
          return A.afterpayRedirected(afterpayFallback(shown));
        }),
      ),
    ),
  );

export const redirectEpic: AppEpic = (action$, _state$, { redirect }) =>
  action$.pipe(
    filter(A.orderRedirected.match),
    tap(({ payload }) => redirect(payload)),
    ignoreElements(),
  );

/**
 * What the provider said when it refused, as its live integration shows it: the payment record
 * carries the provider's message (PayPal: 'There was an issue authorizing with PayPal'). The
 * shopper's method is chosen again with the message under it; Afterpay's refusal is its failure
 * screen, which moves on to card or PayPal (SPEC §8). Without a message, or without an answer,
 * the toast already said it.
 */
function providerRefusal(
  api: CheckoutApi,
  paymentId: string,
  checkoutId: string,
  method: PaymentMethod | null,
): Observable<Action> {
  return from(api.getPayment(paymentId, checkoutId)).pipe(
    tap((payment) => markPayment(paymentId, payment.state)),
    concatMap((payment): Observable<Action> => {
      const error = payment.state === 'failed' ? payment.error : null;
      if (!error) return EMPTY;
      const message = providerMessage(error);
      if (method === 'afterpay') return of(A.afterpayDeclined(message));
      return concat(
        method ? of(A.paymentMethodChosen(method)) : EMPTY,
        of(A.paymentFailed(message)),
      );
    }),
    catchError(() => EMPTY),
  );
}

/**
 * Back from an approval page: `/checkout/{id}?paymentId&paymentState=succeeded|failed`. Succeeded
 * → submit with the token kept for that payment id, then poll; failed → the SPEC §8 toast and the
 * provider's own message (providerRefusal). The
 * query is dropped first so a reload does not replay it.
 */
export const paymentReturnEpic: AppEpic = (action$, _state$, deps) =>
  action$.pipe(
    // Loaded here, or rendered by the store server and taken over: either may be the return.
    filter(isAnyOf(checkoutActions.checkoutLoaded, checkoutActions.checkoutResumed)),
    switchMap(({ payload: checkout }) => {
      const loc = deps.location();
      const q = new URLSearchParams(loc.search);
      const paymentId = q.get('paymentId');
      const paymentState = q.get('paymentState');
      if (!paymentId || !paymentState || checkout.state === 'success') return EMPTY;
      q.delete('paymentId');
      q.delete('paymentState');
      const rest = q.toString();
      deps.replaceUrl(`${loc.pathname}${rest ? `?${rest}` : ''}`);
      const stored = readPayment(paymentId);
      if (paymentState !== 'succeeded') {
        bus.emit('toast:show', {
          type: 'danger',
          message: checkoutText(PAYMENT_MESSAGES.paymentFailedToast),
          options: { duration: TOAST_LONG_DURATION_MS, position: 'top' },
        });
        return providerRefusal(deps.api, paymentId, checkout.id, stored?.method ?? null);
      }
      if (!stored || stored.checkoutId !== checkout.id)
        return of(A.submitFailed({ error: ours(PAYMENT_MESSAGES.paymentNotFound) }));
      return concat(
        of(A.paymentReturned({ paymentId })),
        from(
          submitPaid({
            api: deps.api,
            checkoutId: checkout.id,
            storeSlug: checkout.storeSlug,
            returnUrl: returnUrlFor(checkout.id),
            paymentId,
            paymentToken: stored.token,
            platform: stored.platform,
          }),
        ).pipe(switchMap((o) => outcomeActions(deps.api, o, checkout.id, checkout.storeSlug))),
      );
    }),
  );

export const paymentEpic = combineEpics<Action, Action, RootState, AppDeps>(
  placeOrderEpic,
  afterpayRedirectEpic,
  redirectEpic,
  paymentReturnEpic,
);

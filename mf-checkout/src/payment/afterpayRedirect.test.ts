import type { Action } from '@reduxjs/toolkit';
import { StateObservable } from 'redux-observable';
import { Subject, type Observable } from 'rxjs';
import { TestScheduler } from 'rxjs/testing';
import { AFTERPAY_FAILURE_REDIRECT_MS, DEFAULT_RUNTIME_CONFIG } from '@store/shared';
import { initialCheckoutState } from '../store/checkoutSlice';
import type { AppDeps } from '../store/deps';
import type { RootState } from '../store/types';
import { afterpayRedirectEpic } from './paymentEpics';
import { paymentActions as A } from './paymentSlice';

const scheduler = () => new TestScheduler((actual, expected) => expect(actual).toEqual(expected));

function run(flags: { hideCard: boolean; hidePaypal: boolean }) {
  const state$ = new StateObservable<RootState>(new Subject(), {
    checkout: { ...initialCheckoutState, store: { name: 'Demo', region: 'usa' } },
  } as RootState);
  const deps = {
    config: () => ({
      ...DEFAULT_RUNTIME_CONFIG,
      flags: { ...DEFAULT_RUNTIME_CONFIG.flags, ...flags },
    }),
  } as AppDeps;
  return (action$: Observable<Action>) => afterpayRedirectEpic(action$, state$, deps);
}

describe('the Afterpay failure screen moves on after 4 s (SPEC §4/§8, virtual time)', () => {
  it('to card when card is shown, exactly 4 s after the decline', () => {
    expect(AFTERPAY_FAILURE_REDIRECT_MS).toBe(4000);
    scheduler().run(({ hot, expectObservable }) => {
      const action$ = hot<Action>('d', { d: A.afterpayDeclined({ text: 'Sorry' }) });
      expectObservable(run({ hideCard: false, hidePaypal: false })(action$)).toBe('4000ms r', {
        r: A.afterpayRedirected('card'),
      });
    });
  });

  it('to PayPal when card is hidden, and a second decline restarts the 4 s', () => {
    scheduler().run(({ hot, expectObservable }) => {
      const action$ = hot<Action>('d 1999ms d', { d: A.afterpayDeclined({ text: 'Sorry' }) });
      expectObservable(run({ hideCard: true, hidePaypal: false })(action$)).toBe('6000ms r', {
        r: A.afterpayRedirected('paypal'),
      });
    });
  });

  it('to nothing (stays on the failure screen) when neither card nor PayPal is shown', () => {
    scheduler().run(({ hot, expectObservable }) => {
      const action$ = hot<Action>('d', { d: A.afterpayDeclined({ text: 'Sorry' }) });
      expectObservable(run({ hideCard: true, hidePaypal: true })(action$)).toBe('4000ms r', {
        r: A.afterpayRedirected(null),
      });
    });
  });
});

import type { Action } from '@reduxjs/toolkit';
import type { Epic } from 'redux-observable';
import type { PaymentProvider } from '../payment/PaymentProvider';
import type { CheckoutState } from '../checkout/checkoutSlice';
import type { OrderState } from '../thankyou/orderSlice';
import type { PromoState } from '../promo/promoSlice';

export interface RootState {
  checkout: CheckoutState;
  order: OrderState;
  promo: PromoState;
}

/** Side effects the epics need from outside, injected so tests can replace them. */
export interface EpicDeps {
  provider: PaymentProvider;
  /** Sends the browser to another site (payment redirect). */
  redirect: (url: string) => void;
}

export type AppEpic = Epic<Action, Action, RootState, EpicDeps>;

import type { Action } from '@reduxjs/toolkit';
import type { Epic } from 'redux-observable';
import type { RuntimeConfig } from '@store/shared';
import type { AddressState } from '../address/addressSlice';
import type { CheckoutState } from '../checkout/checkoutSlice';
import type { DeliveryState } from '../delivery/deliverySlice';
import type { PaymentCollector } from '../payment/methods/types';
import type { PaymentState } from '../payment/paymentSlice';
import type { OrderState } from '../thankyou/orderSlice';
import type { PromoState } from '../promo/promoSlice';

export interface RootState {
  checkout: CheckoutState;
  address: AddressState;
  delivery: DeliveryState;
  payment: PaymentState;
  order: OrderState;
  promo: PromoState;
}

/** Side effects the epics need from outside, injected so tests can replace them. */
export interface EpicDeps {
  /** The mounted payment view's collector (card input never passes through redux). */
  collector: () => PaymentCollector | null;
  config: () => RuntimeConfig;
  /** Sends the browser to another site (payment redirect). */
  redirect: (url: string) => void;
  location: () => { pathname: string; search: string };
  /** Rewrites the address bar without navigating (drops handled query parameters). */
  replaceUrl: (url: string) => void;
}

export type AppEpic = Epic<Action, Action, RootState, EpicDeps>;

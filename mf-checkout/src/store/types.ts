import type { Action } from '@reduxjs/toolkit';
import type { Epic } from '@store/shared/rx';
import type { checkoutApi } from './checkoutApi';
import type { AppDeps } from './deps';
import type { AddressState } from '../address/addressSlice';
import type { CheckoutState } from '../checkout/checkoutSlice';
import type { DeliveryState } from '../delivery/deliverySlice';
import type { ExpressState } from '../express/expressSlice';
import type { PaymentState } from '../payment/paymentSlice';
import type { PromoState } from '../promo/promoSlice';

export interface RootState {
  checkout: CheckoutState;
  address: AddressState;
  delivery: DeliveryState;
  payment: PaymentState;
  [checkoutApi.reducerPath]: ReturnType<typeof checkoutApi.reducer>;
  promo: PromoState;
  express: ExpressState;
}

export type AppEpic = Epic<Action, Action, RootState, AppDeps>;

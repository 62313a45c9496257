import type { ComponentType } from 'react';
import type { Checkout, PaymentMethod } from '@store/shared';
import type { StateMessage } from '../../i18n/stateMessage';
import type { PaymentCollector } from '../../store/collector';
import type { CheckoutApi } from '../../store/deps';

export type { CollectedPaymentMethod, PaymentCollector } from '../../store/collector';

/** 'sandbox' = config.json payments.provider 'sandbox'; 'live' = the provider keys are set. */
export type ProviderMode = 'sandbox' | 'live';

/** What a payment attempt ended with; the payment epic turns it into actions. */
export type PayOutcome =
  | { kind: 'card-error'; message: StateMessage }
  /** `message`: the server's failure kind ('Stripe error'…), which decides where it is shown. */
  | { kind: 'submit-error'; message: string | null; displayMessage: StateMessage }
  | { kind: 'afterpay-declined'; message: StateMessage }
  | { kind: 'redirect'; url: string }
  /** The order was submitted: poll the checkout until it is success (SPEC §4). */
  | { kind: 'submitted' }
  /** The shopper closed the provider's sheet: nothing to show. */
  | { kind: 'cancelled' };

/** The shopper closed the provider's sheet or popup. */
export class PaymentCancelled extends Error {
  override name = 'PaymentCancelled';
}

export interface PayContext {
  method: PaymentMethod;
  checkout: Checkout;
  checkoutId: string;
  storeSlug: string;
  storeName: string | null;
  /** Where the provider sends the shopper back after a redirect. */
  returnUrl: string;
  collector: PaymentCollector | null;
  /** The store's calls (AppDeps.api), handed down by the paying epic. */
  api: CheckoutApi;
}

/** The steps that pay with a method, from the click to a submitted order (or why not). */
export type PaySteps = (ctx: PayContext) => Promise<PayOutcome>;

export interface MethodViewProps {
  method: PaymentMethod;
  /** SPEC §9 label of the buy button. */
  label: string;
  /** Address entered, delivery options exist, not preview, nothing in flight. */
  ready: boolean;
  submitting: boolean;
  onPay: () => void;
}

/** One provider mode's way of collecting and paying with a method. */
export interface MethodImpl {
  View: ComponentType<MethodViewProps>;
  pay: PaySteps;
}

export interface MethodDefinition {
  id: PaymentMethod;
  /** Radio label. */
  label: string;
  sandbox: MethodImpl;
  /** Absent: the method cannot be offered live yet. */
  live?: MethodImpl;
  /** Extra condition on top of the flags and mode (Afterpay: store region usa, US dollars). */
  offered?: (ctx: MethodContext) => boolean;
}

export interface MethodContext {
  mode: ProviderMode;
  hasStripeKey: boolean;
  hasPaypalClientId: boolean;
  hidePaypal: boolean;
  hideCard: boolean;
  storeRegion: string | null | undefined;
  currency?: string | null;
}

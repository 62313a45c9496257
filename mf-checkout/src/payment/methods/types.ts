import type { ComponentType } from 'react';
import type { Checkout, PaymentMethod } from '@store/shared';
import type { StateMessage } from '../../i18n/stateMessage';
import type { CheckoutApi } from '../../store/deps';

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

/**
 * Collects what a method needs from its own UI at pay time. Card data stays behind this (local
 * component state, or Stripe Elements): the epic only ever sees the payment method id.
 */
export interface PaymentCollector {
  /** `api`: the paying epic's calls, for a view whose payment method is made by our API (sandbox). */
  createPaymentMethod(api: CheckoutApi): Promise<CollectedPaymentMethod>;
  /**
   * Live card: run the provider's own next action (3-D Secure challenge) in the page with the
   * client secret the API handed the payer. Resolves with the provider's error message, if any.
   */
  handleNextAction?(clientSecret: string): Promise<{ error: string | null }>;
  /**
   * Live PayPal: hand PayPal's buttons the order `create` makes (their `createOrder`), then settle
   * when the buyer approved it in PayPal's window. Rejects with PaymentCancelled when they closed
   * it, or with the SDK's error.
   */
  approveOrder?(create: () => Promise<string>): Promise<void>;
}

export interface CollectedPaymentMethod {
  id: string;
  billingName: string;
  /** A wallet sheet: who paid, and the sheet waiting to be closed with the outcome. */
  wallet?: {
    payer: { payerName: string; payerEmail: string; payerPhone?: string };
    complete(ok: boolean): void;
  };
}

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

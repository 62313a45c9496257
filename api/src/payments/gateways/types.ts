import type { PaymentMethod, PaymentPlatform } from '@store/shared/src/types';

/** Where the server takes money. `sandbox` is the built-in provider; the others call out. */
export type ProviderName = 'sandbox' | 'stripe' | 'paypal';

export interface ChargeRequest {
  /** Our payment id; with `attempt` it forms the provider idempotency key. */
  paymentId: string;
  attempt: number;
  checkoutId: string;
  storeName: string;
  /** The checkout's server total in cents; the browser's amount is never used. */
  amountCents: number;
  currency: string;
  method: PaymentMethod;
  /** A provider payment method (Stripe `pm_…`) made by the provider's browser SDK. */
  paymentMethodId: string | null;
  /** Absolute URL the provider sends the shopper back to after a redirect (3-D Secure, Afterpay, PayPal). */
  returnUrl: string;
  cancelUrl: string;
  payer: { name: string | null; email: string | null };
  shipping: {
    name: string;
    line1: string;
    line2: string | null;
    city: string;
    state: string;
    postalCode: string;
    country: string;
  } | null;
}

export interface ChargeOutcome {
  state: 'succeeded' | 'requires_action' | 'processing' | 'failed';
  providerRef: string | null;
  captureRef?: string | null;
  redirectUrl: string | null;
  /**
   * Stripe: the PaymentIntent's client secret while it needs the shopper (3-D Secure), so Stripe.js
   * `handleNextAction` can run the challenge in the page. Never stored: only the payer's own
   * initiate/update answer carries it.
   */
  clientSecret?: string | null;
  /** Card/provider error code (e.g. `insufficient_funds`) and the shopper-facing SPEC message. */
  errorCode: string | null;
  errorMessage: string | null;
}

/** What a gateway needs to know about a stored payment. */
export interface StoredPayment {
  id: string;
  provider_ref: string | null;
  capture_ref: string | null;
  amount_cents: number;
}

/** A real provider's server calls. Errors other than declines surface as `ProviderUnavailable`. */
export interface PaymentGateway {
  readonly name: Exclude<ProviderName, 'sandbox'>;
  readonly platform: PaymentPlatform;
  charge(req: ChargeRequest): Promise<ChargeOutcome>;
  /** Re-reads (and for PayPal captures, once approved) a payment awaiting the shopper. */
  refresh(p: StoredPayment): Promise<ChargeOutcome>;
  refund(p: StoredPayment): Promise<void>;
}

/** The provider could not be reached or answered something we cannot use: a 502 to the browser. */
export class ProviderUnavailable extends Error {
  constructor(
    readonly provider: ProviderName,
    detail: string,
  ) {
    super(detail);
    this.name = 'ProviderUnavailable';
  }
}

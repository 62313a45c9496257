import { useEffect } from 'react';
import type { CheckoutApi } from './deps';

/**
 * The mounted method view's collector, outside redux on purpose: it closes over card input
 * (form state or Stripe Elements) that must never be in an action, the store or devtools.
 */
let current: PaymentCollector | null = null;

export const getCollector = (): PaymentCollector | null => current;

/** Registers the view's collector while it is mounted. */
export function useCollector(collector: PaymentCollector): void {
  useEffect(() => {
    current = collector;
    return () => {
      if (current === collector) current = null;
    };
  }, [collector]);
}

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

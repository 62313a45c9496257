import { loadStripe, type Stripe } from '@stripe/stripe-js';

let stripe: Promise<Stripe | null> | null = null;

/** One Stripe.js per page: loadStripe injects https://js.stripe.com/v3 on first use only. */
export function getStripe(publishableKey: string): Promise<Stripe | null> {
  stripe ??= loadStripe(publishableKey);
  return stripe;
}

import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { shopperLocale } from '@store/shared';
import { stripeLocale } from './providerLocale';

let stripe: Promise<Stripe | null> | null = null;

/**
 * One Stripe.js per page: loadStripe injects https://js.stripe.com/v3 on first use only, in the
 * shopper's language (a language change reloads the page, so the first one holds).
 */
export function getStripe(publishableKey: string): Promise<Stripe | null> {
  stripe ??= loadStripe(publishableKey, { locale: stripeLocale(shopperLocale()) });
  return stripe;
}

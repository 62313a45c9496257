import type { StripeElementLocale } from '@stripe/stripe-js';

/**
 * The shopper's locale as the payment providers name it, so their own fields and buttons (Stripe
 * Elements, the wallet sheet, PayPal's buttons) speak the page's language. Stripe takes our codes
 * as they are; PayPal wants language_COUNTRY.
 */
export const stripeLocale = (locale: string): StripeElementLocale =>
  (STRIPE_LOCALES as readonly string[]).includes(locale) ? (locale as StripeElementLocale) : 'auto';

const STRIPE_LOCALES = ['en', 'de', 'nl', 'fr', 'it', 'es', 'pt-BR', 'en-GB'] as const;

const PAYPAL_LOCALES: Record<string, string> = {
  en: 'en_US',
  'en-GB': 'en_GB',
  de: 'de_DE',
  nl: 'nl_NL',
  fr: 'fr_FR',
  it: 'it_IT',
  es: 'es_ES',
  'pt-BR': 'pt_BR',
};

export const paypalLocale = (locale: string): string => PAYPAL_LOCALES[locale] ?? 'en_US';

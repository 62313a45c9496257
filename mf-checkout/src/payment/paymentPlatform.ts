import type { PaymentMethod, PaymentPlatform } from '@store/shared';

const STRIPE_METHODS: readonly string[] = [
  'card',
  'afterpay',
  'google-pay',
  'apple-pay',
  'basic-card',
];

/** SPEC §4: card, afterpay, google-pay, apple-pay and basic-card mean stripe; anything else paypal. */
export function paymentPlatform(method: PaymentMethod | string): PaymentPlatform {
  return STRIPE_METHODS.includes(method) ? 'stripe' : 'paypal';
}

/** SPEC §9 button labels by method. */
export function placeOrderLabel(method: PaymentMethod | string): string {
  switch (method) {
    case 'afterpay':
      return 'Pay now with afterpay';
    case 'paypal':
      return 'PayPal';
    case 'card':
      return 'Place order';
    default:
      return 'Pay';
  }
}

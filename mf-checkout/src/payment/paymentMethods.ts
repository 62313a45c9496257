import type { FeatureFlags, PaymentMethod, PaymentsConfig } from '@store/shared';

export interface PaymentMethodContext {
  payments: PaymentsConfig;
  flags: Pick<FeatureFlags, 'hidePaypal' | 'hideCard'>;
  /** The store's home region (Store.region); Afterpay only for 'usa'. */
  storeRegion: string | null | undefined;
}

export const METHOD_LABELS: Record<PaymentMethod, string> = {
  card: 'Card',
  afterpay: 'Afterpay',
  'google-pay': 'Google Pay',
  'apple-pay': 'Apple Pay',
  'basic-card': 'Card',
  paypal: 'PayPal',
};

/**
 * Which payment methods to offer. The sandbox provider only does cards (PayPal only when the
 * paypal flag is explicitly on); live offers a method only when its key is configured.
 */
export function availablePaymentMethods({
  payments,
  flags,
  storeRegion,
}: PaymentMethodContext): PaymentMethod[] {
  const isUsa = (storeRegion ?? '').toLowerCase() === 'usa';
  if (payments.provider === 'sandbox') {
    const methods: PaymentMethod[] = ['card'];
    if (!flags.hidePaypal) methods.push('paypal');
    return methods;
  }
  const methods: PaymentMethod[] = [];
  const stripe = Boolean(payments.stripePublishableKey);
  if (stripe && !flags.hideCard) methods.push('card');
  if (stripe && isUsa) methods.push('afterpay');
  if (payments.paypalClientId && !flags.hidePaypal) methods.push('paypal');
  if (stripe) methods.push('google-pay', 'apple-pay');
  return methods;
}

/**
 * Label values of the API's metrics. Each label has a known set and anything else reads "other"
 * (shared/node/serverMetrics.ts `boundedLabel`): a value a client chooses must not be able to
 * create series without end in the operator's Prometheus.
 */

/** InitiatePayment's paymentMethod (payments/routes/initiate.ts). */
export const PAYMENT_METHODS = [
  'card',
  'afterpay',
  'google-pay',
  'apple-pay',
  'basic-card',
  'paypal',
] as const;

/** Where a payment ended up; refunds are outcomes too (refund_failed wants an operator). */
export type PaymentOutcome =
  'succeeded' | 'failed' | 'cancelled' | 'provider_unavailable' | 'refunded' | 'refund_failed';

/** The API's cache of serialised bodies: products pages (catalog/). */
export type PageCacheName = 'products';

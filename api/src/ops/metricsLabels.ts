import { collectDefaultMetrics, Registry } from 'prom-client';
import { FRONT_ENDS } from '@store/shared/src/routes/remotes';

/**
 * Label values of the store's metrics. Each label has a known set and anything else reads
 * "other": a value a client chooses (a remote's name in a beacon report) must not be able to
 * create series without end in the operator's Prometheus.
 */

/** The front end's parts, as the beacon names them. */
export const REMOTES: readonly string[] = FRONT_ENDS;

/** What a `store:error` report can be (shared/src/bus/events.ts ErrorReport.kind). */
export const BROWSER_ERROR_KINDS = ['remote-load', 'render'] as const;

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

/** The caches of serialised bodies: products pages (catalog/) and page heads (host/). */
export type PageCacheName = 'products' | 'head';

export function boundedLabel(value: string, known: readonly string[]): string {
  return known.includes(value) ? value : 'other';
}

let shared: Registry | undefined;

/**
 * prom-client's default metrics (process CPU, memory, event-loop lag, GC), collected once per
 * process: each collection starts an event-loop monitor and a GC observer that cannot be stopped,
 * so one per app would pile up in a test run. Each app's registry registers these same metric
 * objects beside its own (a metric may belong to several registries).
 */
export function processMetrics(): Registry {
  if (!shared) {
    shared = new Registry();
    collectDefaultMetrics({ register: shared });
  }
  return shared;
}

import type { Db } from '../db';
import type { AppContext } from '../lib/context';

/**
 * Payment outcomes for the operator (store_payments_total, ops/metrics.ts), counted where a payment
 * reaches one: a sandbox confirm or approval, a real provider's answer, a cancel, a refund.
 */

/** The checkout's payment method (card, paypal, afterpay, a wallet), as initiatePayment stored it. */
export async function checkoutMethod(db: Db, checkoutId: string): Promise<string | undefined> {
  const row = await db.get<{ payment_method: string | null }>(
    'SELECT payment_method FROM checkouts WHERE id = ?',
    [checkoutId],
  );
  return row?.payment_method ?? undefined;
}

/** Counts a payment state that is an outcome; a payment still waiting or in flight is not one. */
export function countSettled(ctx: AppContext, method: string, state: string): void {
  if (state === 'succeeded' || state === 'failed') ctx.metrics.payment(method, state);
}

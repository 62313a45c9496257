import type { SubmitResult } from '@store/shared/src/types';
import { submitCheckout, type SubmitBody } from '../checkout/submit';
import type { AppContext } from '../lib/context';
import type { LivePaymentRow } from './live';
import { checkoutMethod } from './outcomes';

export const REFUNDED_NOTE = 'Your payment has been refunded.';

/**
 * Returns a succeeded payment that did not become an order. The row is claimed (`refunding`) first
 * so concurrent callers refund once; the provider call carries an idempotency key as well.
 * Sandbox payments are simply marked refunded.
 */
async function refundPayment(
  ctx: AppContext,
  paymentId: string,
): Promise<'refunded' | 'refund_failed' | 'skipped'> {
  const { db } = ctx;
  const claim = await db.run(
    "UPDATE payments SET state = 'refunding', updated_at = ? WHERE id = ? AND state = 'succeeded'",
    [ctx.now().toISOString(), paymentId],
  );
  if (claim.changes !== 1) return 'skipped';
  const row = (await db.get<LivePaymentRow>('SELECT * FROM payments WHERE id = ?', [paymentId]))!;
  const gateway = ctx.payments.byName(row.provider);
  const method = (await checkoutMethod(db, row.checkout_id)) ?? 'other';
  try {
    if (gateway) await gateway.refund(row);
    await db.run(
      "UPDATE payments SET state = 'refunded', refunded_at = ?, updated_at = ? WHERE id = ?",
      [ctx.now().toISOString(), ctx.now().toISOString(), paymentId],
    );
    ctx.metrics.payment(method, 'refunded');
    return 'refunded';
  } catch (e) {
    // Left for an operator: the money is still with the provider and the row says so.
    await db.run(
      "UPDATE payments SET state = 'refund_failed', error_message = ?, updated_at = ? WHERE id = ?",
      [
        `Refund failed: ${e instanceof Error ? e.message : String(e)}`.slice(0, 500),
        ctx.now().toISOString(),
        paymentId,
      ],
    );
    ctx.metrics.payment(method, 'refund_failed');
    return 'refund_failed';
  }
}

/**
 * Submit, then settle the money: a payment whose checkout failed to become an order (sold out,
 * total changed) is refunded, and once an order exists any other succeeded payment of the same
 * checkout (a double initiate) is refunded too.
 */
export async function submitAndSettle(ctx: AppContext, body: SubmitBody): Promise<SubmitResult> {
  const result = await submitCheckout(ctx, body);
  if (result.state !== 'success') {
    if ((await refundPayment(ctx, body.paymentId)) === 'refunded' && result.displayMessage)
      return { ...result, displayMessage: `${result.displayMessage} ${REFUNDED_NOTE}` };
    return result;
  }
  const extra = await ctx.db.all<{ id: string }>(
    `SELECT p.id FROM payments p JOIN orders o ON o.checkout_id = p.checkout_id
     WHERE p.checkout_id = ? AND p.state = 'succeeded' AND p.id <> o.payment_id`,
    [body.checkoutId],
  );
  for (const p of extra) await refundPayment(ctx, p.id);
  return result;
}

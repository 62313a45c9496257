import type { InitiatePaymentBody, PaymentStarted } from '@store/shared/src/types';
import type { AppContext } from '../lib/context';
import { apiError, notFound, unprocessable } from '@store/shared/node/errors';
import type { PaymentRow } from './paymentRow';
import { CARD_MESSAGES, type CardOutcome } from './cards';
import { randomId } from './ids';
import { countSettled } from './outcomes';
import { payableCheckout } from './payable';
import { toResult } from './results';

/** Confirms a payment for the checkout's server total with a sandbox payment method. */
export async function confirmSandbox(
  ctx: AppContext,
  checkoutId: string,
  storeSlug: string,
  body: InitiatePaymentBody,
  existing?: PaymentRow,
): Promise<PaymentStarted> {
  const { db } = ctx;
  const m = await payableCheckout(db, checkoutId, storeSlug);
  if (!body.paymentMethodId) {
    throw unprocessable(
      'payment_method_required',
      'The sandbox provider needs a payment method (POST /v1/sandbox/payment_methods).',
      '/paymentMethodId',
    );
  }
  const pm = await db.get<{ id: string; outcome: CardOutcome }>(
    'SELECT id, outcome FROM payment_methods WHERE id = ?',
    [body.paymentMethodId],
  );
  if (!pm) throw notFound('payment_method', 'Payment method not found', 'paymentMethodId');
  const now = ctx.now().toISOString();
  const state = pm.outcome === 'succeeded' ? 'succeeded' : 'failed';
  const errorMessage = pm.outcome === 'succeeded' ? null : CARD_MESSAGES[pm.outcome];
  const id = existing?.id ?? randomId('pay');
  const token = existing?.token ?? randomId('ptok');
  await db.tx(async (t) => {
    if (existing) {
      await t.run(
        `UPDATE payments SET payment_method_id = ?, platform = ?, amount_cents = ?, state = ?, error_code = ?,
           error_message = ?, provider = 'sandbox', updated_at = ? WHERE id = ?`,
        [
          pm.id,
          body.platform,
          m.costs.total,
          state,
          state === 'failed' ? pm.outcome : null,
          errorMessage,
          now,
          id,
        ],
      );
    } else {
      await t.run(
        `INSERT INTO payments (id, checkout_id, payment_method_id, token, platform, amount_cents, currency, state,
           error_code, error_message, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        [
          id,
          checkoutId,
          pm.id,
          token,
          body.platform,
          m.costs.total,
          m.money.currency,
          state,
          state === 'failed' ? pm.outcome : null,
          errorMessage,
          now,
          now,
        ],
      );
    }
    await t.run(
      'UPDATE checkouts SET payment_id = ?, platform = ?, payment_method = ?, updated_at = ? WHERE id = ?',
      [id, body.platform, body.paymentMethod, now, checkoutId],
    );
  });
  countSettled(ctx, body.paymentMethod, state);
  if (state === 'failed') {
    throw apiError(
      402,
      pm.outcome,
      errorMessage!,
      { pointer: '/paymentMethodId' },
      'Card declined',
    );
  }
  return toResult((await db.get<PaymentRow>('SELECT * FROM payments WHERE id = ?', [id]))!);
}

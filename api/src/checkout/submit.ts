import crypto from 'node:crypto';
import type { SubmitResult } from '@store/shared/src/types';
import type { Db } from '../db';
import { txRetriedOnce } from '../db/unavailable';
import type { AppContext } from '../lib/context';
import { unprocessable } from '@store/shared/node/errors';
import { randomOrderNumber } from '../payments/ids';
import { itemImage, loadCheckout, type CheckoutModel } from './repo';

export interface SubmitBody {
  checkoutId: string;
  storeSlug: string;
  paymentToken: string;
  paymentId: string;
  platform: string;
}

const success = (lookupNumber: string): SubmitResult => ({
  state: 'success',
  redirectUrl: null,
  displayMessage: null,
  message: 'Order placed',
  orderLookupNumber: lookupNumber,
});

const failure = (displayMessage: string, message = 'Stripe error'): SubmitResult => ({
  state: 'failure',
  redirectUrl: null,
  displayMessage,
  message,
  orderLookupNumber: null,
});

class OutOfStock extends Error {}

/**
 * Places the order: only when the payment succeeded for THIS checkout's current server total.
 * One transaction creates the order and decrements inventory; a repeated submit returns the same
 * result without a second order.
 */
export async function submitCheckout(ctx: AppContext, body: SubmitBody): Promise<SubmitResult> {
  const { db } = ctx;
  // Set by the run that placed the order; counted once its transaction has committed.
  let placed = false;
  const run = async (t: Db): Promise<SubmitResult> => {
    placed = false;
    // Takes the checkout's row lock before reading it (a no-op write, portable SQL): a second
    // submit of the same checkout, from this process or another on PostgreSQL, waits here and then
    // reads the order the first one placed. SQLite's transactions are one at a time already.
    await t.run('UPDATE checkouts SET updated_at = updated_at WHERE id = ?', [body.checkoutId]);
    const m = await loadCheckout(t, body.checkoutId, body.storeSlug);
    if (m.row.order_id) {
      const o = (await t.get<{ lookup_number: string }>(
        'SELECT lookup_number FROM orders WHERE id = ?',
        [m.row.order_id],
      ))!;
      return success(o.lookup_number);
    }
    if (!m.customer)
      throw unprocessable(
        'customer_required',
        'Please enter your details and address.',
        '/checkoutId',
      );
    if (!m.deliveryOption)
      throw unprocessable(
        'delivery_option_required',
        'Please choose a delivery option.',
        '/checkoutId',
      );
    const p = await t.get<{
      id: string;
      token: string;
      state: string;
      amount_cents: number;
      error_message: string | null;
    }>(
      'SELECT id, token, state, amount_cents, error_message FROM payments WHERE id = ? AND checkout_id = ?',
      [body.paymentId, m.row.id],
    );
    if (!p || p.token !== body.paymentToken) {
      throw unprocessable('payment', 'Payment not found for this checkout.', '/paymentId');
    }
    if (p.state === 'refunded') {
      return failure('This payment was refunded. Please pay again.', 'Payment refunded');
    }
    if (p.state === 'requires_action' || p.state === 'processing') {
      return failure('Your payment is not complete yet.', 'Payment pending');
    }
    if (p.state !== 'succeeded') {
      await t.run("UPDATE checkouts SET state = 'failure', updated_at = ? WHERE id = ?", [
        ctx.now().toISOString(),
        m.row.id,
      ]);
      return failure(p.error_message ?? 'Your card was declined.');
    }
    if (p.amount_cents !== m.costs.total) {
      return failure(
        'Your order total changed after payment. Please pay again.',
        'Amount mismatch',
      );
    }
    try {
      const number = await placeOrder(ctx, t, m, p.id);
      placed = true;
      return success(number);
    } catch (e) {
      if (e instanceof OutOfStock)
        return failure('Some items in your order are no longer available.', 'Out of stock');
      throw e;
    }
  };
  // A rush on the last units can make one submit wait past the statement timeout: it is run once
  // more rather than answered 503 (it rolled back whole, and a submit is idempotent).
  const result = await txRetriedOnce<SubmitResult, Db>(db, run);
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- set inside `run` (a closure): TS does not see the assignment and narrows to `false` (microsoft/TypeScript#9998)
  if (placed) {
    ctx.metrics.orderPlaced();
    // Stock and the listings' order counts moved: the store servers' pages of this store with them.
    void ctx.changes.notify({ type: 'catalog', store: body.storeSlug.toLowerCase() });
  }
  return result;
}

/** Runs inside submitCheckout's transaction: every statement goes through its `t`. */
async function placeOrder(
  ctx: AppContext,
  t: Db,
  m: CheckoutModel,
  paymentId: string,
): Promise<string> {
  const now = ctx.now().toISOString();
  // Rows locked in one order by every submit, so two checkouts sharing SKUs cannot deadlock.
  const byRow = [...m.items].sort((a, b) =>
    `${a.variation_id}/${a.size_id}`.localeCompare(`${b.variation_id}/${b.size_id}`),
  );
  for (const i of byRow) {
    const { changes } = await t.run(
      'UPDATE inventory SET quantity = quantity - ? WHERE variation_id = ? AND size_id = ? AND quantity >= ?',
      [i.quantity, i.variation_id, i.size_id, i.quantity],
    );
    if (changes !== 1) throw new OutOfStock();
  }
  let number = randomOrderNumber(m.store.order_prefix);
  while (await t.get('SELECT 1 FROM orders WHERE order_number = ?', [number]))
    number = randomOrderNumber(m.store.order_prefix);
  const orderId = crypto.randomUUID();
  const c = m.customer!;
  await t.run(
    `INSERT INTO orders (id, checkout_id, store_id, order_number, lookup_number, status, shipping_method, total_cents,
       currency, customer_name, email, payment_id, arrival_early, arrival_late, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, 'processing', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    [
      orderId,
      m.row.id,
      m.store.id,
      number,
      number,
      m.deliveryOption!.name,
      m.costs.total,
      m.money.currency,
      `${c.firstName} ${c.lastName}`,
      c.email,
      paymentId,
      m.deliveryOption!.estimatedDelivery.early,
      m.deliveryOption!.estimatedDelivery.late,
      now,
      now,
    ],
  );
  for (const [position, i] of m.items.entries()) {
    await t.run(
      `INSERT INTO order_items (order_id, position, sku, title, quantity, price_cents, color_name, size_label, image)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      [
        orderId,
        position,
        i.sku,
        i.title,
        i.quantity,
        i.unit_price_cents,
        i.color_name,
        i.size_label,
        itemImage(i),
      ],
    );
    await t.run('UPDATE listings SET orders_count = orders_count + 1 WHERE id = ?', [i.listing_id]);
  }
  await t.run("UPDATE checkouts SET state = 'success', order_id = ?, updated_at = ? WHERE id = ?", [
    orderId,
    now,
    m.row.id,
  ]);
  return number;
}

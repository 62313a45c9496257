import type { SubmitResult } from '@store/shared/src/types';
import { REFUNDED_NOTE } from '../src/payments/refunds';
import {
  call,
  fixedClock,
  flagship,
  inventoryOf,
  payWith,
  readyCheckout,
  startServer,
  type TestServer,
} from './helpers';

let s: TestServer;
beforeAll(async () => {
  s = await startServer({ now: fixedClock });
});
afterAll(() => s.close());

const SUBMIT = '/api/checkout/v1/checkout/submit';

interface Ready {
  checkoutId: string;
  submitBody: Record<string, string>;
}

/** Checkout with a customer, standard delivery and a succeeded sandbox payment (all via real routes). */
async function paidCheckout(sku: string, quantity = 1): Promise<Ready> {
  const c = await readyCheckout(s.base, [{ sku, quantity }]);
  const { payment } = await payWith(s.base, c.id, '4242 4242 4242 4242');
  if (payment?.status !== 201) throw new Error(`payment failed: ${JSON.stringify(payment?.body)}`);
  return {
    checkoutId: c.id,
    submitBody: {
      checkoutId: c.id,
      storeSlug: 'demo',
      paymentToken: payment.body.paymentToken,
      paymentId: payment.body.paymentId,
      platform: 'stripe',
      returnUrl: 'http://localhost/thankyou',
    },
  };
}

/** Runs fn over items with at most `limit` in flight (setup only; the race itself is unthrottled). */
async function pool<T, R>(items: T[], limit: number, fn: (t: T) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i]!);
    }
  };
  await Promise.all(Array.from({ length: limit }, worker));
  return out;
}

const count = async (sql: string, params: string[]) =>
  (await s.app.db.get<{ n: number }>(sql, params))!.n;

test('200 concurrent submits for the last 10 units → exactly 10 orders, inventory 0, never negative', async () => {
  const f = await flagship(s.base);
  const colorId = f.colour('White').variationId as string;
  await s.app.db.run('UPDATE inventory SET quantity = 10 WHERE variation_id = ? AND size_id = ?', [
    colorId,
    'l',
  ]);
  expect(await inventoryOf(s.base, colorId, 'l')).toBe(10);

  const ready = await pool(
    Array.from({ length: 200 }, () => f.sku('White', 'l')),
    8,
    (sku) => paidCheckout(sku),
  );
  expect(new Set(ready.map((r) => r.checkoutId)).size).toBe(200);

  // Fire all 200 at once; track the inventory as responses arrive (it must never go below 0).
  const seen: number[] = [];
  const results = await Promise.all(
    ready.map(async (r) => {
      const res = await call<SubmitResult>(s.base, 'POST', SUBMIT, r.submitBody);
      seen.push(
        (await s.app.db.get<{ quantity: number }>(
          'SELECT quantity FROM inventory WHERE variation_id = ? AND size_id = ?',
          [colorId, 'l'],
        ))!.quantity,
      );
      return res;
    }),
  );

  expect(results.every((r) => r.status === 200)).toBe(true);
  const ok = results.filter((r) => r.body.state === 'success');
  const failed = results.filter((r) => r.body.state === 'failure');
  expect(ok).toHaveLength(10);
  expect(failed).toHaveLength(190);
  expect(new Set(ok.map((r) => r.body.orderLookupNumber)).size).toBe(10);
  for (const r of failed) {
    expect(r.body).toMatchObject({
      state: 'failure',
      displayMessage: `Some items in your order are no longer available. ${REFUNDED_NOTE}`,
      message: 'Out of stock',
      orderLookupNumber: null,
    });
  }
  expect(Math.min(...seen)).toBeGreaterThanOrEqual(0);
  expect(await inventoryOf(s.base, colorId, 'l')).toBe(0);

  const ids = ready.map((r) => r.checkoutId);
  const marks = ids.map(() => '?').join(', ');
  expect(await count(`SELECT COUNT(*) AS n FROM orders WHERE checkout_id IN (${marks})`, ids)).toBe(
    10,
  );
  expect(
    await count(
      `SELECT COUNT(*) AS n FROM checkouts WHERE state = 'success' AND id IN (${marks})`,
      ids,
    ),
  ).toBe(10);
  expect(await count('SELECT COUNT(*) AS n FROM inventory WHERE quantity < 0', [])).toBe(0);
  // Every loser's payment went back; every winner kept exactly one.
  expect(
    await count(
      `SELECT COUNT(*) AS n FROM payments WHERE state = 'refunded' AND checkout_id IN (${marks})`,
      ids,
    ),
  ).toBe(190);
  expect(
    await count(
      `SELECT COUNT(*) AS n FROM payments WHERE state = 'succeeded' AND checkout_id IN (${marks})`,
      ids,
    ),
  ).toBe(10);

  // A loser trying again later still gets the out-of-stock failure, not an order.
  const loser = ready[results.findIndex((r) => r.body.state === 'failure')]!;
  const retry = await call<SubmitResult>(s.base, 'POST', SUBMIT, loser.submitBody);
  expect(retry.body).toMatchObject({
    state: 'failure',
    displayMessage: 'This payment was refunded. Please pay again.',
  });
  expect(await inventoryOf(s.base, colorId, 'l')).toBe(0);
}, 60_000);

test('double submit (concurrent, then sequential) → one order, one charge, one decrement', async () => {
  const f = await flagship(s.base);
  const colorId = f.colour('Black').variationId as string;
  const before = await inventoryOf(s.base, colorId, 's');
  const r = await paidCheckout(f.sku('Black', 's'), 2);

  const concurrent = await Promise.all(
    Array.from({ length: 5 }, () => call<SubmitResult>(s.base, 'POST', SUBMIT, r.submitBody)),
  );
  const sequential: SubmitResult[] = [];
  for (let i = 0; i < 3; i++)
    sequential.push((await call<SubmitResult>(s.base, 'POST', SUBMIT, r.submitBody)).body);

  const first = concurrent[0]!.body;
  expect(first.state).toBe('success');
  expect(first.orderLookupNumber).toMatch(/^TP-[A-Z0-9]{10}$/);
  for (const c of concurrent) expect(c.body).toEqual(first);
  for (const b of sequential) expect(b).toEqual(first);

  expect(
    await count('SELECT COUNT(*) AS n FROM orders WHERE checkout_id = ?', [r.checkoutId]),
  ).toBe(1);
  expect(
    await count('SELECT COUNT(*) AS n FROM payments WHERE checkout_id = ?', [r.checkoutId]),
  ).toBe(1);
  expect(await inventoryOf(s.base, colorId, 's')).toBe(before - 2);

  // Paying again for a placed checkout is refused: no second charge.
  const { payment } = await payWith(s.base, r.checkoutId, '4242 4242 4242 4242');
  expect(payment?.status).toBe(422);
  expect(payment?.body.errors[0].code).toBe('checkout_completed');
  expect(
    await count(
      "SELECT COUNT(*) AS n FROM payments WHERE checkout_id = ? AND state = 'succeeded'",
      [r.checkoutId],
    ),
  ).toBe(1);
});

import crypto from 'node:crypto';
import type { PaymentMethod, PaymentPlatform } from '@store/shared/src/types';
import type { StoreRow } from '../catalog/stores';
import type { AppContext } from '../lib/context';
import type { Pricer } from '../lib/currency';
import { findPurchasableSku, type SkuRow } from './repo';

export const MAX_QUANTITY = 99;
export const MAX_LINE_ITEMS = 50;

export type LineProblem =
  'invalid_quantity' | 'sku_not_found' | 'sku_unavailable' | 'insufficient_inventory';

/** Turns a rejected line into the caller's error shape (422 pointer for JSON, 400 parameter for a URL). */
export type LineErrorFactory = (
  problem: LineProblem,
  detail: string,
  index: number,
  field: 'sku' | 'quantity',
) => Error;

export type ResolvedLine = SkuRow & { sku: string; qty: number };

/**
 * The one rule set for turning requested lines into checkout lines: repeated SKUs merge (keeping the
 * first position), each SKU must be a purchasable item of this store with enough stock, quantity
 * 1..MAX_QUANTITY. Only SKU and quantity are trusted; prices come from the catalog.
 */
export async function resolveLines(
  ctx: AppContext,
  store: StoreRow,
  lines: readonly { sku: string; quantity: number }[],
  fail: LineErrorFactory,
): Promise<ResolvedLine[]> {
  const merged = new Map<string, { quantity: number; index: number }>();
  lines.forEach((li, index) => {
    const prev = merged.get(li.sku);
    merged.set(li.sku, {
      quantity: (prev?.quantity ?? 0) + li.quantity,
      index: prev?.index ?? index,
    });
  });
  const resolved: ResolvedLine[] = [];
  for (const [sku, { quantity, index }] of merged) {
    if (!Number.isInteger(quantity) || quantity < 1 || quantity > MAX_QUANTITY) {
      throw fail(
        'invalid_quantity',
        `Quantity of ${sku} must be between 1 and ${MAX_QUANTITY}.`,
        index,
        'quantity',
      );
    }
    const row = await findPurchasableSku(ctx.db, store.id, sku);
    if (!row) throw fail('sku_not_found', `Unknown item ${sku}.`, index, 'sku');
    if (row.quantity <= 0)
      throw fail('sku_unavailable', `Item ${sku} is out of stock.`, index, 'sku');
    if (row.quantity < quantity) {
      throw fail(
        'insufficient_inventory',
        `Only ${row.quantity} left of item ${sku}.`,
        index,
        'quantity',
      );
    }
    resolved.push({ ...row, sku, qty: quantity });
  }
  return resolved;
}

export interface CheckoutOrigin {
  platform: PaymentPlatform;
  method: PaymentMethod;
  trafficSource: string | null;
  affiliate: string | null;
}

/**
 * Writes a new checkout in state `created` with its resolved lines; returns its id. The checkout is
 * priced in `money`'s currency for good: unit prices are converted once, here, at today's rate.
 */
export async function insertCheckout(
  ctx: AppContext,
  store: StoreRow,
  lines: readonly ResolvedLine[],
  origin: CheckoutOrigin,
  money: Pricer,
): Promise<string> {
  const { db } = ctx;
  const id = crypto.randomUUID();
  const now = ctx.now().toISOString();
  await db.tx(async (t) => {
    await t.run(
      `INSERT INTO checkouts (id, store_id, state, platform, payment_method, marketing_opt_in, traffic_source,
         affiliate, currency, currency_rate, created_at, updated_at)
       VALUES (?, ?, 'created', ?, ?, 0, ?, ?, ?, ?, ?, ?)`,
      [
        id,
        store.id,
        origin.platform,
        origin.method,
        origin.trafficSource,
        origin.affiliate,
        money.currency,
        money.rate,
        now,
        now,
      ],
    );
    for (const [position, r] of lines.entries()) {
      await t.run(
        `INSERT INTO checkout_items (checkout_id, position, sku, listing_id, product_id, variation_id, size_id,
           quantity, unit_price_cents)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        [
          id,
          position,
          r.sku,
          r.listing_id,
          r.product_id,
          r.variation_id,
          r.size_id,
          r.qty,
          money.minor(r.price_cents),
        ],
      );
    }
  });
  return id;
}

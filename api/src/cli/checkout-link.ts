import path from 'node:path';
import { createCheckoutLink } from '../checkout/checkoutLink';
import { openDb, type Db } from '../db';
import { resolveServerSecret } from '../lib/serverSecret';

export interface CheckoutLinkOptions {
  checkoutId: string;
  hours: number;
  secret: string;
  base: string;
  now: number;
}

/** The token and the checkout URL carrying it as `?id=`; throws when the checkout does not exist. */
export async function buildCheckoutLink(
  db: Db,
  o: CheckoutLinkOptions,
): Promise<{ token: string; url: string }> {
  const row = await db.get<{ store_id: string }>('SELECT store_id FROM checkouts WHERE id = ?', [
    o.checkoutId,
  ]);
  if (!row) throw new Error(`No checkout ${o.checkoutId}`);
  const hours = Number.isFinite(o.hours) && o.hours > 0 ? o.hours : 24;
  const token = createCheckoutLink(o.secret, {
    checkoutId: o.checkoutId,
    storeId: row.store_id,
    expiresAt: o.now + hours * 3600_000,
  });
  const url = `${o.base.replace(/\/+$/, '')}/checkout/${encodeURIComponent(o.checkoutId)}?id=${encodeURIComponent(token)}`;
  return { token, url };
}

/**
 * `npm run checkout-link -w api -- <checkoutId> [hours]` prints an encrypted `?id=` for a checkout
 * and its URL. Same secret as the server (PREVIEW_SECRET, or the one generated beside DB_PATH).
 */
async function main(): Promise<void> {
  const [checkoutId, hours = '24'] = process.argv.slice(2);
  if (!checkoutId) {
    console.error('usage: checkout-link <checkoutId> [hours]');
    process.exit(2);
  }
  const dbPath =
    process.env.DB_PATH || path.resolve(__dirname, '..', '..', '..', '.data', 'store.db');
  const { token, url } = await buildCheckoutLink(openDb(dbPath), {
    checkoutId,
    hours: Number(hours),
    secret: resolveServerSecret(process.env, dbPath),
    base: process.env.STORE_URL || `http://localhost:${process.env.PORT || 4000}`,
    now: Date.now(),
  });
  console.log(token);
  console.log(url);
}

if (require.main === module) {
  main().catch((e: unknown) => {
    console.error(e);
    process.exitCode = 1;
  });
}

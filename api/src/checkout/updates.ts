import type { Customer } from '@store/shared/src/types';
import type { AppContext } from '../lib/context';
import { unprocessable } from '@store/shared/node/errors';
import type { CheckoutModel } from './repo';
import { quoteDefs } from './pricing';

/**
 * The customer / delivery-option rules of PUT /v1/checkout, shared with every other way of filling
 * a checkout (the wallet order). Callers run them inside a transaction, handing over a context whose
 * `db` is that transaction's `t`, and pass the JSON pointer of the field in their own body for error
 * messages.
 */

/** Stores the customer and the destination; drops a delivery option the new destination lacks. */
export async function applyCustomer(
  ctx: AppContext,
  m: CheckoutModel,
  input: Customer,
): Promise<void> {
  const address = {
    ...input.address,
    countryCode: input.address.countryCode.toUpperCase(),
    stateCode: input.address.stateCode.toUpperCase(),
  };
  const customer: Customer = { ...input, id: `cus_${m.row.id.slice(0, 8)}`, address };
  await ctx.db.run(
    `UPDATE checkouts SET customer_json = ?, state = CASE WHEN state = 'created' THEN 'pending' ELSE state END,
       ship_country = ?, ship_state = ?, updated_at = ? WHERE id = ?`,
    [
      JSON.stringify(customer),
      address.countryCode,
      address.stateCode,
      ctx.now().toISOString(),
      m.row.id,
    ],
  );
  const defs = quoteDefs(address.countryCode, m.digitalOnly);
  if (m.row.delivery_option_id && !defs?.some((d) => d.name === m.row.delivery_option_id)) {
    await ctx.db.run('UPDATE checkouts SET delivery_option_id = NULL WHERE id = ?', [m.row.id]);
  }
}

/** Chooses a delivery option offered for the checkout's destination (`shipCountry` as stored now). */
export async function applyDeliveryOption(
  ctx: AppContext,
  m: CheckoutModel,
  shipCountry: string | null,
  option: string,
  pointer: string,
): Promise<void> {
  if (!shipCountry)
    throw unprocessable('address_required', 'Please enter your address first.', pointer);
  const defs = quoteDefs(shipCountry, m.digitalOnly);
  if (!defs)
    throw unprocessable('country_not_supported', 'We cannot ship to this country.', pointer);
  if (!defs.some((d) => d.name === option))
    throw unprocessable('delivery_option', 'This delivery option is not available.', pointer);
  await ctx.db.run('UPDATE checkouts SET delivery_option_id = ?, updated_at = ? WHERE id = ?', [
    option,
    ctx.now().toISOString(),
    m.row.id,
  ]);
}

/** A promo code active for the checkout's store (case and spaces ignored), or none ('' or null). */
export async function applyPromoCode(
  ctx: AppContext,
  m: CheckoutModel,
  input: string | null,
  now: string,
): Promise<void> {
  const code = (input ?? '').trim().toUpperCase();
  if (code) {
    const promo = await ctx.db.get<{ code: string }>(
      'SELECT code FROM promo_codes WHERE store_id = ? AND code = ? AND active = 1',
      [m.store.id, code],
    );
    if (!promo) {
      throw unprocessable(
        'promo_code',
        'Sorry, this promo code cannot be applied to your order.',
        '/data/promoCode',
      );
    }
  }
  await ctx.db.run('UPDATE checkouts SET promo_code = ?, updated_at = ? WHERE id = ?', [
    code || null,
    now,
    m.row.id,
  ]);
}

export async function applyMarketingOptIn(
  ctx: AppContext,
  m: CheckoutModel,
  optIn: boolean,
  now: string,
): Promise<void> {
  await ctx.db.run('UPDATE checkouts SET marketing_opt_in = ?, updated_at = ? WHERE id = ?', [
    optIn ? 1 : 0,
    now,
    m.row.id,
  ]);
}

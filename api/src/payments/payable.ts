import { loadCheckout, type CheckoutModel } from '../checkout/repo';
import type { Db } from '../db';
import { unprocessable } from '@store/shared/node/errors';

/** The checkout a payment is for, refused when it is already an order or has nothing to pay. */
export async function payableCheckout(
  db: Db,
  checkoutId: string,
  storeSlug: string,
): Promise<CheckoutModel> {
  const m = await loadCheckout(db, checkoutId, storeSlug);
  if (m.row.order_id)
    throw unprocessable(
      'checkout_completed',
      'This checkout has already been placed.',
      '/checkoutId',
    );
  if (m.costs.total <= 0)
    throw unprocessable('amount_invalid', 'Nothing to pay for.', '/checkoutId');
  return m;
}

import type { FeatureFlags, PersistedCart } from '@store/shared';

/** SPEC route table: the methods /checkout/express takes, afterpay when absent or unknown. */
export const EXPRESS_METHODS = ['afterpay', 'stripe', 'paypal', 'googlepay', 'applepay'] as const;
export type ExpressMethod = (typeof EXPRESS_METHODS)[number];

export function expressMethod(raw: string | null | undefined): ExpressMethod {
  const m = (raw ?? '').toLowerCase();
  return (EXPRESS_METHODS as readonly string[]).includes(m) ? (m as ExpressMethod) : 'afterpay';
}

/**
 * SPEC §7 "Afterpay express is excluded when afterpay is hidden": Afterpay is hidden where it is not
 * offered (SPEC §5: only for a store whose region is usa). The store's own switches hide PayPal and
 * the card form (`stripe`) the same way, so an express link cannot reach a method the store hides.
 */
export function isExpressMethodHidden(
  method: ExpressMethod,
  ctx: {
    storeRegion: string | null | undefined;
    flags: Pick<FeatureFlags, 'hidePaypal' | 'hideCard'>;
  },
): boolean {
  if (method === 'afterpay') return (ctx.storeRegion ?? '').toLowerCase() !== 'usa';
  if (method === 'paypal') return ctx.flags.hidePaypal;
  if (method === 'stripe') return ctx.flags.hideCard;
  return false;
}

export interface ExpressInput {
  cart: PersistedCart;
  method: ExpressMethod;
  storeSlug: string;
  /** The store's public URL (origin). */
  storeUrl: string;
  currency: string;
  locale: string;
  deviceId: string | null;
  affiliate: string | null;
  /** The analytics client id cookie (`_ga`), passed through for attribution. */
  ga: string | null;
}

/**
 * The SPEC §7 redirect: /buy/express_checkout with currency, locale, payment_method,
 * ship_method=1, skus (sku_quantity list), store_id, store_url, aid, device_id, _ga, content_ids,
 * shipping, method. Prices are not sent: the API prices the SKUs itself. Null when the cart is empty.
 */
export function expressCheckoutUrl(i: ExpressInput): string | null {
  const items = Object.values(i.cart.items).filter((it) => it.quantity > 0);
  if (items.length === 0) return null;
  const q = new URLSearchParams();
  q.set('currency', i.currency);
  q.set('locale', i.locale);
  q.set('payment_method', i.method);
  q.set('ship_method', '1');
  q.set('skus', items.map((it) => `${it.sku}_${it.quantity}`).join(','));
  q.set('store_id', i.storeSlug);
  q.set('store_url', i.storeUrl);
  if (i.affiliate) q.set('aid', i.affiliate);
  if (i.deviceId) q.set('device_id', i.deviceId);
  if (i.ga) q.set('_ga', i.ga);
  q.set('content_ids', [...new Set(items.map((it) => it.listingId))].join(','));
  q.set('shipping', i.cart.region);
  q.set('method', i.method);
  return `/buy/express_checkout?${q.toString()}`;
}

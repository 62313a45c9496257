import type {
  Checkout,
  CheckoutLineItem,
  Customer,
  DeliveryOption,
  PaymentMethod,
  PaymentPlatform,
} from '@store/shared/src/types';
import { mockupUrl } from '../lib/mockups';
import type { Db } from '../db';
import { isCurrency, pricer, USD_PRICER, type Pricer } from '../lib/currency';
import { notFound } from '@store/shared/node/errors';
import { requireStore as requireStoreOf, type StoreRow } from '../catalog/stores';
import {
  computeCosts,
  costsToApi,
  quoteDefs,
  SHIPPING_LABELS,
  toQuote,
  type PromoRule,
} from './pricing';

export interface CheckoutRow {
  id: string;
  store_id: string;
  state: Checkout['state'];
  platform: PaymentPlatform;
  payment_method: PaymentMethod;
  customer_json: string | null;
  ship_country: string | null;
  ship_state: string | null;
  delivery_option_id: string | null;
  promo_code: string | null;
  marketing_opt_in: number;
  traffic_source: string | null;
  affiliate: string | null;
  payment_id: string | null;
  order_id: string | null;
  /** The checkout's currency and the USD rate it was created at (migration 009). */
  currency: string;
  currency_rate: number;
  created_at: string;
  updated_at: string;
}

export interface ItemRow {
  checkout_id: string;
  position: number;
  sku: string;
  listing_id: string;
  product_id: string;
  variation_id: string;
  size_id: string;
  quantity: number;
  /** In minor units of the checkout's currency. */
  unit_price_cents: number;
  title: string;
  slug: string;
  color_name: string;
  hex: string;
  size_label: string;
  design: string;
  product_type: string;
  digital: number;
}

export interface CheckoutModel {
  row: CheckoutRow;
  store: StoreRow;
  items: ItemRow[];
  customer: Customer | null;
  promo: PromoRule | null;
  shipCountry: string | null;
  shipState: string | null;
  digitalOnly: boolean;
  deliveryOption: DeliveryOption | null;
  /** The checkout's currency at its creation rate: every amount of it is in this currency. */
  money: Pricer;
  costs: ReturnType<typeof computeCosts>;
}

/** The pricer a checkout was created with (rows from before migration 009 are USD). */
const checkoutPricer = (row: Pick<CheckoutRow, 'currency' | 'currency_rate'>): Pricer =>
  isCurrency(row.currency) && row.currency !== 'USD'
    ? pricer(row.currency, Number(row.currency_rate))
    : USD_PRICER;

export async function loadCheckout(db: Db, id: string, storeSlug?: string): Promise<CheckoutModel> {
  const row = await db.get<CheckoutRow>('SELECT * FROM checkouts WHERE id = ?', [id]);
  const store = row
    ? await db.get<StoreRow>('SELECT * FROM stores WHERE id = ?', [row.store_id])
    : undefined;
  if (!row || !store || (storeSlug !== undefined && store.slug !== storeSlug.toLowerCase())) {
    throw notFound('checkout', 'Checkout not found', 'id');
  }
  const items = await db.all<ItemRow>(
    `SELECT ci.*, l.title, l.slug, l.design, v.color_name, v.hex, s.label AS size_label, b.product_type, b.digital
     FROM checkout_items ci
     JOIN listings l ON l.id = ci.listing_id
     JOIN variations v ON v.id = ci.variation_id
     JOIN sizes s ON s.id = ci.size_id
     JOIN products p ON p.id = ci.product_id
     JOIN blanks b ON b.id = p.blank_id
     WHERE ci.checkout_id = ? ORDER BY ci.position`,
    [id],
  );
  const customer = row.customer_json ? (JSON.parse(row.customer_json) as Customer) : null;
  const promoRow = row.promo_code
    ? await db.get<{ code: string; type: PromoRule['type']; amount: number | null }>(
        'SELECT code, type, amount FROM promo_codes WHERE store_id = ? AND code = ? AND active = 1',
        [store.id, row.promo_code],
      )
    : undefined;
  const money = checkoutPricer(row);
  // Fixed-value promos are USD cents (SPEC §3); they take off the same worth in the checkout's currency.
  const promo = promoRow
    ? {
        ...promoRow,
        amount:
          promoRow.type === 'fixed_value' && promoRow.amount !== null
            ? money.minor(promoRow.amount)
            : promoRow.amount,
      }
    : null;
  const shipCountry = customer?.address.countryCode ?? row.ship_country;
  const shipState = customer?.address.stateCode ?? row.ship_state;
  const digitalOnly = items.length > 0 && items.every((i) => i.digital === 1);
  let deliveryOption: DeliveryOption | null = null;
  let shippingCents = 0;
  if (row.delivery_option_id && shipCountry) {
    const def = quoteDefs(shipCountry, digitalOnly)?.find((q) => q.name === row.delivery_option_id);
    if (def) {
      shippingCents = money.minor(def.cents);
      const q = toQuote(def, new Date(row.updated_at), money);
      deliveryOption = {
        id: q.id,
        name: q.name,
        label: SHIPPING_LABELS[q.name] ?? q.name,
        price: q.cost.amount,
        estimatedDelivery: q.deliveryEstimates,
      };
    }
  }
  const lineItemsCents = items.reduce((a, i) => a + i.unit_price_cents * i.quantity, 0);
  const costs = computeCosts({
    lineItemsCents,
    shippingCents,
    countryCode: shipCountry,
    stateCode: shipState,
    promo,
  });
  return {
    row,
    store,
    items,
    customer,
    promo,
    shipCountry,
    shipState,
    digitalOnly,
    deliveryOption,
    money,
    costs,
  };
}

export const itemImage = (i: Pick<ItemRow, 'product_type' | 'hex' | 'design'>) =>
  mockupUrl(i.product_type, i.hex, 'front', i.design);

export async function checkoutToApi(db: Db, m: CheckoutModel): Promise<Checkout> {
  const { row } = m;
  const payment = row.payment_id
    ? await db.get<{ id: string; state: string }>('SELECT id, state FROM payments WHERE id = ?', [
        row.payment_id,
      ])
    : undefined;
  const order = row.order_id
    ? await db.get<{ order_number: string; lookup_number: string }>(
        'SELECT order_number, lookup_number FROM orders WHERE id = ?',
        [row.order_id],
      )
    : undefined;
  const lineItems: CheckoutLineItem[] = m.items.map((i) => ({
    sku: i.sku,
    teespringID: i.product_id,
    quantity: i.quantity,
    listingId: i.listing_id,
    slug: i.slug,
    productId: i.product_id,
    colorId: i.variation_id,
    sizeId: i.size_id,
    title: i.title,
    colorName: i.color_name,
    sizeLabel: i.size_label,
    image: itemImage(i),
    price: m.money.major(i.unit_price_cents),
    total: m.money.major(i.unit_price_cents * i.quantity),
    fulfillmentDetails: { type: i.digital === 1 ? 'digital' : 'physical' },
  }));
  return {
    id: row.id,
    storeSlug: m.store.slug,
    state: row.state,
    platform: row.platform,
    paymentMethod: row.payment_method,
    paymentId: row.payment_id,
    // Never the payment token: it is what proves a submit comes from the payer.
    payment: payment ? { id: payment.id, state: payment.state } : null,
    customer: m.customer,
    deliveryOption: m.deliveryOption,
    costs: costsToApi(m.costs, m.promo, m.money),
    lineItems,
    promoCode: m.promo?.code ?? null,
    promoCodeErrors: [],
    marketingOptIn: row.marketing_opt_in === 1,
    orderLookupNumber: order?.lookup_number ?? null,
    orderNumber: order?.order_number ?? null,
    redirectUrl: null,
  };
}

export const requireStore = (db: Db, slug: string, pointer = '/storeSlug'): Promise<StoreRow> =>
  requireStoreOf(db, slug, pointer.replace(/^\//, ''));

/** A SKU resolved against the catalog: what may be bought, at which price, with how much stock. */
export interface SkuRow {
  listing_id: string;
  product_id: string;
  variation_id: string;
  size_id: string;
  price_cents: number;
  quantity: number;
}

/**
 * Resolves `${listingId}-${colorId}-${sizeId}` within one store; only public listings and colours
 * are purchasable. Undefined for a malformed or unknown SKU.
 */
export async function findPurchasableSku(
  db: Db,
  storeId: string,
  sku: string,
): Promise<SkuRow | undefined> {
  const [listingId, colorId, sizeId, ...rest] = sku.split('-');
  if (listingId === undefined || colorId === undefined || sizeId === undefined || rest.length)
    return undefined;
  return db.get<SkuRow>(
    `SELECT l.id AS listing_id, p.id AS product_id, v.id AS variation_id, ps.size_id, ps.price_cents,
       i.quantity
     FROM listings l
     JOIN products p ON p.listing_id = l.id
     JOIN variations v ON v.product_id = p.id
     JOIN product_sizes ps ON ps.product_id = p.id
     JOIN inventory i ON i.variation_id = v.id AND i.size_id = ps.size_id
     WHERE l.id = ? AND v.id = ? AND ps.size_id = ? AND l.store_id = ?
       AND l.visibility = 'public' AND v.visibility = 'public'`,
    [listingId, colorId, sizeId, storeId],
  );
}

import type { CheckoutCosts, DeliveryQuote, PromoCodeType } from '@store/shared/src/types';
import { USD_PRICER, type Pricer } from '../lib/currency';
import { SHIP_COUNTRIES, STATE_TAX_BP } from './geo';

export interface QuoteDef {
  name: 'standard' | 'rush' | 'super_rush';
  cents: number;
  days: [number, number];
}

const US_QUOTES: QuoteDef[] = [
  { name: 'standard', cents: 499, days: [5, 9] },
  { name: 'rush', cents: 999, days: [3, 5] },
  { name: 'super_rush', cents: 1999, days: [2, 3] },
];
const INTL_QUOTES: QuoteDef[] = [
  { name: 'standard', cents: 1299, days: [10, 20] },
  { name: 'rush', cents: 2499, days: [6, 10] },
];
const DIGITAL_QUOTES: QuoteDef[] = [{ name: 'standard', cents: 0, days: [0, 0] }];

export const SHIPPING_LABELS: Record<string, string> = {
  standard: 'Standard delivery',
  rush: 'Rush delivery',
  super_rush: 'Super rush delivery',
};

const isShippable = (countryCode: string) => countryCode.toUpperCase() in SHIP_COUNTRIES;

/** Quotes for a destination; null when the country is not supported. Digital-only carts ship free. */
export function quoteDefs(countryCode: string, digitalOnly: boolean): QuoteDef[] | null {
  const cc = countryCode.toUpperCase();
  if (!isShippable(cc)) return null;
  if (digitalOnly) return DIGITAL_QUOTES;
  return cc === 'US' ? US_QUOTES : INTL_QUOTES;
}

const isoDate = (d: Date) => d.toISOString().slice(0, 10);
const addDays = (now: Date, n: number) => new Date(now.getTime() + n * 86400000);

/** A delivery quote priced in the checkout's currency (quote tables are USD cents). */
export function toQuote(def: QuoteDef, now: Date, money: Pricer = USD_PRICER): DeliveryQuote {
  return {
    id: def.name,
    name: def.name,
    cost: { amount: money.price(def.cents), currency: money.currency },
    deliveryEstimates: {
      early: isoDate(addDays(now, def.days[0])),
      late: isoDate(addDays(now, def.days[1])),
    },
  };
}

export interface PromoRule {
  code: string;
  type: PromoCodeType;
  /** percentage: 0-100; fixed_value: minor units of the checkout's currency (converted from USD). */
  amount: number | null;
}

/** All amounts in minor units of one currency (the checkout's). */
export function computeCosts(input: {
  lineItemsCents: number;
  shippingCents: number;
  countryCode: string | null;
  stateCode: string | null;
  promo: PromoRule | null;
}): { lineItems: number; shipping: number; discount: number; tax: number; total: number } {
  const { lineItemsCents: items, shippingCents: shipping, promo } = input;
  let discount = 0;
  if (promo?.type === 'percentage') discount = Math.round((items * (promo.amount ?? 0)) / 100);
  else if (promo?.type === 'fixed_value') discount = Math.min(promo.amount ?? 0, items);
  else if (promo?.type === 'free_shipping') discount = shipping;
  const merchandiseDiscount = promo?.type === 'free_shipping' ? 0 : discount;
  const bp =
    input.countryCode?.toUpperCase() === 'US' && input.stateCode
      ? (STATE_TAX_BP[input.stateCode.toUpperCase()] ?? 0)
      : 0;
  const tax = Math.round(((items - merchandiseDiscount) * bp) / 10000);
  return { lineItems: items, shipping, discount, tax, total: items - discount + shipping + tax };
}

export function costsToApi(
  c: ReturnType<typeof computeCosts>,
  promo: PromoRule | null,
  money: Pricer = USD_PRICER,
): CheckoutCosts {
  const { currency, major } = money;
  return {
    total: { value: major(c.total), currency },
    lineItems: { value: major(c.lineItems), currency },
    shipping: { value: major(c.shipping), currency },
    tax: { value: major(c.tax), currency },
    discount: {
      value: major(c.discount),
      currency,
      type: promo?.type ?? null,
      percentage: promo?.type === 'percentage' ? promo.amount : null,
    },
  };
}

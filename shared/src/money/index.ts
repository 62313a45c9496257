import { DEFAULT_CURRENCY } from '../constants';

/** Dollars to integer cents (rounded, so 19.99 -> 1999 despite float error). */
export function toCents(dollars: number): number {
  return Math.round(dollars * 100);
}

export function toDollars(cents: number): number {
  return Math.round(cents) / 100;
}

/** Rounds to 2 decimals the way prices are shown. */
export function round2(n: number): number {
  return Math.round((n + Number.EPSILON) * 100) / 100;
}

/** Line total = quantity × price, to 2 decimals. */
export function lineTotal(quantity: number, price: number): number {
  return toDollars(quantity * toCents(price));
}

const SYMBOLS: Record<string, string> = { USD: '$', CAD: '$', AUD: '$', GBP: '£', EUR: '€' };

/** "$12.50": a currency symbol prefix and 2 decimals (SPEC: $ prefix for dollars). */
export function formatPrice(amount: number, currency: string = DEFAULT_CURRENCY): string {
  const symbol = SYMBOLS[currency.toUpperCase()] ?? '$';
  const safe = Number.isFinite(amount) ? amount : 0;
  const sign = safe < 0 ? '-' : '';
  return `${sign}${symbol}${Math.abs(safe).toFixed(2)}`;
}

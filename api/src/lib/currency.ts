import { CURRENCY_CODES, type CurrencyCode } from '@store/shared/src/i18n/localeLists';
import type { Db } from '../db';
import { apiError, type ApiHttpError } from '@store/shared/node/errors';

/**
 * SPEC §9's codes, shared's list. The catalog stores USD cents; every other currency is converted
 * here, never in a browser.
 */
export const CURRENCIES = CURRENCY_CODES;
export type { CurrencyCode };
export const BASE_CURRENCY: CurrencyCode = 'USD';

export const isCurrency = (v: unknown): v is CurrencyCode =>
  typeof v === 'string' && (CURRENCIES as readonly string[]).includes(v);

/**
 * Query/body schema for a currency code: the five supported codes, upper or lower case (the SPEC's
 * express redirect and older clients send either). Anything else is a 400 with an `errors` array.
 */
export const currencySchema = {
  type: 'string',
  enum: [...CURRENCIES, ...CURRENCIES.map((c) => c.toLowerCase())],
} as const;

/** Digits of the currency's minor unit (2 for all five today; JPY would be 0), from Intl. */
export function minorDigits(currency: string): number {
  return (
    new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions()
      .maximumFractionDigits ?? 2
  );
}

/**
 * Prices for one currency at one rate. `minor` turns catalog USD cents into the currency's minor
 * unit, rounded half away from zero to a whole minor unit; `major` is the API's number (12.5 = €12.50).
 * Totals are sums of converted lines, never a converted total, so what the shopper sees adds up.
 */
export interface Pricer {
  readonly currency: CurrencyCode;
  /** Units of the currency one USD buys. */
  readonly rate: number;
  minor(usdCents: number): number;
  major(minorUnits: number): number;
  /** A catalog price as the API shows it: `major(minor(usdCents))`. */
  price(usdCents: number): number;
}

export function pricer(currency: CurrencyCode, rate: number): Pricer {
  const scale = 10 ** minorDigits(currency);
  const round = (n: number) => Math.sign(n) * Math.round(Math.abs(n));
  // Through the major unit so a 0-digit currency would round to whole units; the epsilon keeps
  // binary fractions (e.g. 1499 * 0.92 = 1379.0799999…) on the side decimal arithmetic puts them.
  const minor = (usdCents: number) =>
    currency === BASE_CURRENCY
      ? Math.round(usdCents)
      : round((usdCents / 100) * rate * scale * (1 + Number.EPSILON));
  const major = (minorUnits: number) => Math.round(minorUnits) / scale;
  return { currency, rate, minor, major, price: (usdCents) => major(minor(usdCents)) };
}

export const USD_PRICER = pricer(BASE_CURRENCY, 1);

/** The rate table as stored (currency_rates, migration 009). */
export async function currencyRates(db: Db): Promise<Map<string, number>> {
  const rows = await db.all<{ currency: string; per_usd: number }>(
    'SELECT currency, per_usd FROM currency_rates',
  );
  return new Map(rows.map((r) => [r.currency, Number(r.per_usd)]));
}

/**
 * The pricer for a request's currency (absent: USD). A supported code the operator has no rate for
 * is a 400, like an unsupported one: the shopper must never see a price made up from a missing rate.
 */
export async function pricerFor(
  db: Db,
  requested: string | undefined,
  source: ApiHttpError['items'][number]['source'] = { parameter: 'currency' },
): Promise<Pricer> {
  const code = (requested ?? BASE_CURRENCY).toUpperCase();
  if (code === BASE_CURRENCY) return USD_PRICER;
  const rate = isCurrency(code) ? (await currencyRates(db)).get(code) : undefined;
  if (!isCurrency(code) || rate === undefined || !(rate > 0)) {
    throw apiError(400, 'unsupported_currency', `Prices are not available in ${code}.`, source);
  }
  return pricer(code, rate);
}

/**
 * CURRENCY_RATES (a JSON object such as `{"EUR":0.93,"GBP":0.8}`) replaces seeded rates at start-up.
 * Throws with the reason on anything else, so a typo stops the server instead of mispricing.
 */
export function parseCurrencyRates(raw: string | undefined): Partial<Record<CurrencyCode, number>> {
  if (!raw || !raw.trim()) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new Error('CURRENCY_RATES must be a JSON object such as {"EUR":0.92}');
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed))
    throw new Error('CURRENCY_RATES must be a JSON object such as {"EUR":0.92}');
  const out: Partial<Record<CurrencyCode, number>> = {};
  for (const [code, rate] of Object.entries(parsed)) {
    if (!isCurrency(code))
      throw new Error(`CURRENCY_RATES: ${code} is not one of ${CURRENCIES.join(', ')}`);
    if (typeof rate !== 'number' || !Number.isFinite(rate) || rate <= 0)
      throw new Error(`CURRENCY_RATES: the rate for ${code} must be a positive number`);
    if (code === BASE_CURRENCY && rate !== 1)
      throw new Error('CURRENCY_RATES: USD is the catalog currency; its rate is 1');
    out[code] = rate;
  }
  return out;
}

/** Writes configured rates over the table (idempotent; a no-op for an empty object). */
export async function applyCurrencyRates(
  db: Db,
  rates: Partial<Record<CurrencyCode, number>>,
  now: Date = new Date(),
): Promise<void> {
  const entries = Object.entries(rates);
  if (!entries.length) return;
  await db.tx(async (t) => {
    for (const [code, rate] of entries)
      await t.run(
        `INSERT INTO currency_rates (currency, per_usd, updated_at) VALUES (?, ?, ?)
         ON CONFLICT (currency) DO UPDATE SET per_usd = excluded.per_usd, updated_at = excluded.updated_at`,
        [code, rate, now.toISOString()],
      );
  });
}

/** An amount for a server-rendered page (the sandbox approval page): `$12.50`, `€11.50`. */
export const formatAmount = (major: number, currency: string): string =>
  new Intl.NumberFormat('en', { style: 'currency', currency }).format(major);

/** Afterpay here is the US service (SPEC §5: USA stores only), which pays in US dollars. */
export const AFTERPAY_USD_ONLY = 'Afterpay is available for payments in US dollars only.';

import { DEFAULT_LOCALE, shopperLocale } from '../i18n/shopperLocale';
import { DEFAULT_CURRENCY } from '../constants';

export { lineTotal, toCents, toDollars } from './cents';

const formats = new Map<string, Intl.NumberFormat>();

function currencyFormat(locale: string, currency: string): Intl.NumberFormat {
  const key = `${locale}|${currency}`;
  let f = formats.get(key);
  if (!f) {
    try {
      f = new Intl.NumberFormat(locale, { style: 'currency', currency });
    } catch {
      // An unknown locale or currency code: the SPEC's default rather than a blank price.
      f = new Intl.NumberFormat(DEFAULT_LOCALE, { style: 'currency', currency: DEFAULT_CURRENCY });
    }
    formats.set(key, f);
  }
  return f;
}

/**
 * A price as the shopper's locale writes it, in the price's own currency (`Intl.NumberFormat`):
 * en/USD is the SPEC's "$12.50"; de/EUR "12,50 €"; en/CAD "CA$12.50". The amount is never
 * converted here — the server decides money.
 */
export function formatPrice(
  amount: number,
  currency: string = DEFAULT_CURRENCY,
  locale: string = shopperLocale(),
): string {
  const safe = Number.isFinite(amount) && amount !== 0 ? amount : 0;
  const code = /^[A-Za-z]{3}$/.test(currency) ? currency.toUpperCase() : DEFAULT_CURRENCY;
  return currencyFormat(locale, code).format(safe);
}

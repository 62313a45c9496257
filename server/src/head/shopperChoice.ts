import type { FastifyRequest } from 'fastify';
import { CURRENCY_CODES, LOCALES, type CurrencyCode } from '@store/shared/src/i18n/localeLists';
import type { BuyerLocalization } from '@store/shared/src/types';

const isCurrency = (v: unknown): v is CurrencyCode =>
  typeof v === 'string' && (CURRENCY_CODES as readonly string[]).includes(v);

/**
 * The language and currency the shell will start in, decided the same way
 * (shell/src/localization/localization.ts `resolveLocalization`): the address (`?locale=` on any
 * page, `?currency=` on a listing), the Preferences cookie `localization_{slug}`, the buyer
 * localization (the API's, by Accept-Language), the SPEC §9 defaults. Unknown values are skipped,
 * never trusted.
 */
export interface ShopperChoice {
  locale: string;
  currency: CurrencyCode;
  /** The locale came from the address: the canonical URL keeps it. */
  localeInUrl: boolean;
}

const offeredLocale = (v: unknown): string | undefined =>
  LOCALES.some((l) => l.local_code === v) ? (v as string) : undefined;
const offeredCurrency = (v: unknown): CurrencyCode | undefined => {
  const code = typeof v === 'string' ? v.toUpperCase() : v;
  return isCurrency(code) ? code : undefined;
};

function savedChoice(
  req: FastifyRequest,
  storeSlug: string,
): { locale?: unknown; currency?: unknown } {
  const raw = req.cookies[`localization_${storeSlug}`];
  if (!raw) return {};
  try {
    const v: unknown = JSON.parse(raw);
    return v && typeof v === 'object' ? (v as { locale?: unknown; currency?: unknown }) : {};
  } catch {
    return {};
  }
}

export function shopperChoice(
  req: FastifyRequest,
  storeSlug: string,
  pathname: string,
  buyer: Pick<BuyerLocalization, 'buyer_locale' | 'buyer_currency'> | null,
): ShopperChoice {
  const query = new URLSearchParams(req.url.split('?')[1]?.split('#')[0] ?? '');
  const saved = savedChoice(req, storeSlug);
  const urlLocale = offeredLocale(query.get('locale'));
  const urlCurrency = pathname.startsWith('/listing/')
    ? offeredCurrency(query.get('currency'))
    : undefined;
  return {
    locale: urlLocale ?? offeredLocale(saved.locale) ?? offeredLocale(buyer?.buyer_locale) ?? 'en',
    currency:
      urlCurrency ??
      offeredCurrency(saved.currency) ??
      offeredCurrency(buyer?.buyer_currency) ??
      'USD',
    localeInUrl: urlLocale !== undefined,
  };
}

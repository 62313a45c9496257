import {
  DEFAULT_CURRENCY,
  DEFAULT_LOCALIZATION_DETAILS,
  DEFAULT_REGION,
  fulfillmentRegionOf,
  type BuyerLocalization,
  type LocalizationDetails,
} from '@store/shared';

/** What the shopper reads and pays in: the payload of `localization:changed`. */
export interface Localization {
  locale: string;
  currency: string;
  region: string;
  fulfillmentRegion: string;
}

/** A partial choice: from the saved preference, the listing URL or the buyer localization call. */
export type LocalizationChoice = Partial<Pick<Localization, 'locale' | 'currency' | 'region'>>;

export const DEFAULT_LOCALE = 'en';

export const DEFAULT_LOCALIZATION: Localization = {
  locale: DEFAULT_LOCALE,
  currency: DEFAULT_CURRENCY,
  region: DEFAULT_REGION,
  fulfillmentRegion: DEFAULT_REGION,
};

/**
 * Keeps the fields of `choice` the store offers (per its localization details) and drops the
 * rest: a tampered cookie or URL can only ask for what the Preferences modal could.
 */
export function offeredChoice(
  choice: Record<string, unknown> | null | undefined,
  details: LocalizationDetails,
): LocalizationChoice {
  const out: LocalizationChoice = {};
  if (!choice) return out;
  const { locale, currency, region } = choice;
  if (typeof locale === 'string' && details.available_locales.some((l) => l.local_code === locale))
    out.locale = locale;
  if (
    typeof currency === 'string' &&
    details.available_currencies.some((c) => c.currency === currency)
  )
    out.currency = currency;
  if (typeof region === 'string' && details.available_regions.some((r) => r.region === region))
    out.region = region;
  return out;
}

/** The buyer localization call's answer as a choice. */
export function buyerChoice(buyer: BuyerLocalization | null): LocalizationChoice {
  if (!buyer) return {};
  return {
    locale: buyer.buyer_locale,
    currency: buyer.buyer_currency,
    region: buyer.buyer_region,
  };
}

/**
 * Field by field, the first source that has it: the listing URL (this visit only), the shopper's
 * saved preference, the buyer localization (Accept-Language aware), the SPEC §9 defaults. The
 * fulfillment region always follows the region (SPEC §9 table).
 */
export function resolveLocalization(
  sources: LocalizationChoice[],
  details: LocalizationDetails = DEFAULT_LOCALIZATION_DETAILS,
): Localization {
  const pick = <K extends keyof LocalizationChoice>(key: K) =>
    sources
      .map((s) => offeredChoice(s, details)[key])
      .find((v): v is NonNullable<LocalizationChoice[K]> => v !== undefined);
  const region = pick('region') ?? DEFAULT_REGION;
  return {
    locale: pick('locale') ?? DEFAULT_LOCALE,
    currency: pick('currency') ?? DEFAULT_CURRENCY,
    region,
    fulfillmentRegion: fulfillmentRegionOf(region, details.available_regions),
  };
}

/**
 * SPEC route table: a listing URL may carry region, currency and locale for that visit. Any page
 * may carry `locale` (issue 13): the store server names each page's other languages as
 * `?locale=` alternates (hreflang), and a search engine following one must get that language.
 */
export function urlChoice(pathname: string, search: string): LocalizationChoice {
  const q = new URLSearchParams(search);
  const out: LocalizationChoice = {};
  const keys = pathname.startsWith('/listing/')
    ? (['locale', 'currency', 'region'] as const)
    : (['locale'] as const);
  for (const key of keys) {
    const v = q.get(key);
    if (v) out[key] = key === 'currency' ? v.toUpperCase() : v;
  }
  return out;
}

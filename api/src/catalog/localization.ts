import { DEFAULT_LOCALIZATION_DETAILS } from '@store/shared/src/i18n/localeLists';
import type { BuyerLocalization, LocalizationDetails } from '@store/shared/src/types';

/** `/v1/localization_details`: the same lists for every store of this reference API. */
export const LOCALIZATION_DETAILS: LocalizationDetails = DEFAULT_LOCALIZATION_DETAILS;

const EU_LANGUAGES = ['de', 'fr', 'nl', 'it', 'es'];

/**
 * The buyer localization for a browser's Accept-Language (sandbox rule): German, French, Dutch,
 * Italian and Spanish browsers are EU buyers in their language, everyone else USA in en.
 */
export function buyerLocalizationFor(acceptLanguage: string | undefined): BuyerLocalization {
  const lang = String(acceptLanguage ?? '')
    .slice(0, 2)
    .toLowerCase();
  if (EU_LANGUAGES.includes(lang))
    return {
      buyer_region: 'EU',
      buyer_currency: 'EUR',
      buyer_locale: lang,
      fulfillment_region: 'EUR',
    };
  return {
    buyer_region: 'USA',
    buyer_currency: 'USD',
    buyer_locale: 'en',
    fulfillment_region: 'USA',
  };
}

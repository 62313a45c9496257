import type { BuyerLocalization, LocalizationDetails } from '@store/shared/src/types';

/** Mirrors SPEC section 9 (and shared/src/i18n, which is not imported: it is browser code). */
export const LOCALES: LocalizationDetails['available_locales'] = [
  { local_code: 'en', local_name: 'English' },
  { local_code: 'de', local_name: 'Deutsch' },
  { local_code: 'nl', local_name: 'Nederlands' },
  { local_code: 'fr', local_name: 'Français' },
  { local_code: 'it', local_name: 'Italiano' },
  { local_code: 'es', local_name: 'Español' },
  { local_code: 'pt-BR', local_name: 'Português (Brasil)' },
  { local_code: 'en-GB', local_name: 'English (UK)' },
];

export const CURRENCIES: LocalizationDetails['available_currencies'] = [
  { currency: 'USD', symbol: '$' },
  { currency: 'GBP', symbol: '£' },
  { currency: 'EUR', symbol: '€' },
  { currency: 'AUD', symbol: '$' },
  { currency: 'CAD', symbol: '$' },
];

const REGIONS: LocalizationDetails['available_regions'] = [
  { region: 'USA', fulfillment_region: 'USA' },
  { region: 'EU', fulfillment_region: 'EUR' },
  { region: 'Canada', fulfillment_region: 'USA' },
  { region: 'Australia', fulfillment_region: 'USA' },
  { region: 'Rest of the world', fulfillment_region: 'USA' },
];

/** `/v1/localization_details`: the same lists for every store of this reference API. */
export const LOCALIZATION_DETAILS: LocalizationDetails = {
  available_locales: LOCALES,
  available_currencies: CURRENCIES,
  available_regions: REGIONS,
};

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

/**
 * The locales, currencies and regions of SPEC section 9: pure data, read by the browser bundles
 * and by the API (which answers `/v1/localization_details` with them), so both say the same.
 */
export const LOCALES = [
  { local_code: 'en', local_name: 'English' },
  { local_code: 'de', local_name: 'Deutsch' },
  { local_code: 'nl', local_name: 'Nederlands' },
  { local_code: 'fr', local_name: 'Français' },
  { local_code: 'it', local_name: 'Italiano' },
  { local_code: 'es', local_name: 'Español' },
  { local_code: 'pt-BR', local_name: 'Português (Brasil)' },
  { local_code: 'en-GB', local_name: 'English (UK)' },
];

/** The currencies a shopper may choose, in the order they are offered. */
export const CURRENCY_CODES = ['USD', 'GBP', 'EUR', 'AUD', 'CAD'] as const;
export type CurrencyCode = (typeof CURRENCY_CODES)[number];

const SYMBOLS: Record<CurrencyCode, string> = { USD: '$', GBP: '£', EUR: '€', AUD: '$', CAD: '$' };

export const CURRENCIES = CURRENCY_CODES.map((currency) => ({
  currency,
  symbol: SYMBOLS[currency],
}));

/** Region -> fulfillment region. */
export const REGIONS = [
  { region: 'USA', fulfillment_region: 'USA' },
  { region: 'EU', fulfillment_region: 'EUR' },
  { region: 'Canada', fulfillment_region: 'USA' },
  { region: 'Australia', fulfillment_region: 'USA' },
  { region: 'Rest of the world', fulfillment_region: 'USA' },
];

/** What the browser uses when /v1/localization_details fails; what the API answers it with. */
export const DEFAULT_LOCALIZATION_DETAILS = {
  available_locales: LOCALES,
  available_currencies: CURRENCIES,
  available_regions: REGIONS,
};

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

export const CURRENCIES = [
  { currency: 'USD', symbol: '$' },
  { currency: 'GBP', symbol: '£' },
  { currency: 'EUR', symbol: '€' },
  { currency: 'AUD', symbol: '$' },
  { currency: 'CAD', symbol: '$' },
];

/** Region -> fulfillment region. */
export const REGIONS = [
  { region: 'USA', fulfillment_region: 'USA' },
  { region: 'EU', fulfillment_region: 'EUR' },
  { region: 'Canada', fulfillment_region: 'USA' },
  { region: 'Australia', fulfillment_region: 'USA' },
  { region: 'Rest of the world', fulfillment_region: 'USA' },
];

/** Used when /v1/localization_details fails. */
export const DEFAULT_LOCALIZATION_DETAILS = {
  available_locales: LOCALES,
  available_currencies: CURRENCIES,
  available_regions: REGIONS,
};

export * from './catalog';
export { enText } from './enText';
export { shopperCurrency, shopperLocale, shopperRegion } from './shopperLocale';
export { shopperTranslator } from './shopperTranslator';
export {
  BundleIntl,
  prepareWords,
  RemoteIntl,
  useShopperLocale,
  type BundleWords,
} from './RemoteIntl';

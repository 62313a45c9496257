import type { LocalizationDetails } from '@store/shared/src/types';

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

export const REGIONS: LocalizationDetails['available_regions'] = [
  { region: 'USA', fulfillment_region: 'USA' },
  { region: 'EU', fulfillment_region: 'EUR' },
  { region: 'Canada', fulfillment_region: 'USA' },
  { region: 'Australia', fulfillment_region: 'USA' },
  { region: 'Rest of the world', fulfillment_region: 'USA' },
];

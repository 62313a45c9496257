import { getCountries, type CountryCode } from 'libphonenumber-js';
import { enText } from '@store/shared';
import { ADDRESS_TEXT } from './messages';

const PHONE_COUNTRIES = new Set<string>(getCountries());

/** The selected country as a libphonenumber country, US when it has no numbering plan. */
export function phoneCountry(code: string | null | undefined): CountryCode {
  return code && PHONE_COUNTRIES.has(code) ? (code as CountryCode) : 'US';
}

export const INTERNATIONAL_NOTE = enText(ADDRESS_TEXT.internationalNote);

import { getCountries, type CountryCode } from 'libphonenumber-js';

const PHONE_COUNTRIES = new Set<string>(getCountries());

/** The selected country as a libphonenumber country, US when it has no numbering plan. */
export function phoneCountry(code: string | null | undefined): CountryCode {
  return code && PHONE_COUNTRIES.has(code) ? (code as CountryCode) : 'US';
}

export const INTERNATIONAL_NOTE =
  "We noticed you're outside of the United States. A few more steps are needed for international delivery. Click the button below.";

import { PHONE_COUNTRY_CODES } from './phoneCountryCodes';

/** SPEC §3 reference data: the country list (about 200 entries), codes are ISO 3166-1 alpha-2. */
export interface Country {
  code: string;
  name: string;
}

export const US_COUNTRY: Country = { code: 'US', name: 'United States' };

/**
 * English names from Intl. A code Intl cannot name (it echoes the code back, or Intl.DisplayNames
 * is missing in an old browser) is left out rather than shown as "AC".
 */
function regionNames(): ((code: string) => string | undefined) | null {
  if (typeof Intl === 'undefined' || typeof Intl.DisplayNames !== 'function') return null;
  const names = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
  return (code) => names.of(code);
}

/**
 * Every country libphonenumber-js knows a numbering plan for, so the phone rule can follow the
 * selected country. United States first (the default and most shoppers), the rest by name.
 */
export function buildCountries(
  codes: readonly string[] = PHONE_COUNTRY_CODES,
  nameOf = regionNames(),
): Country[] {
  const out: Country[] = [];
  for (const code of codes) {
    if (code === US_COUNTRY.code) continue;
    const name = nameOf?.(code);
    if (name && name !== code) out.push({ code, name });
  }
  out.sort((a, b) => a.name.localeCompare(b.name, 'en'));
  return [US_COUNTRY, ...out];
}

// Pure: a bundle that never reads the list (the newsletter form) leaves it out.
export const COUNTRIES: readonly Country[] = /* @__PURE__ */ buildCountries();

export function countryName(code: string): string {
  return COUNTRIES.find((c) => c.code === code)?.name ?? code;
}

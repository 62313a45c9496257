/** A short country list for now (the full ~200-entry list can replace it). */
export interface Country {
  code: string;
  name: string;
}

export const US_COUNTRY: Country = { code: 'US', name: 'United States' };

export const COUNTRIES: readonly Country[] = [
  US_COUNTRY,
  { code: 'CA', name: 'Canada' },
  { code: 'GB', name: 'United Kingdom' },
  { code: 'AU', name: 'Australia' },
  { code: 'DE', name: 'Germany' },
  { code: 'FR', name: 'France' },
  { code: 'NL', name: 'Netherlands' },
  { code: 'IT', name: 'Italy' },
  { code: 'ES', name: 'Spain' },
  { code: 'IE', name: 'Ireland' },
  { code: 'MX', name: 'Mexico' },
  { code: 'NZ', name: 'New Zealand' },
];

export function countryName(code: string): string {
  return COUNTRIES.find((c) => c.code === code)?.name ?? code;
}

export const INTERNATIONAL_NOTE =
  "We noticed you're outside of the United States. A few more steps are needed for international delivery. Click the button below.";

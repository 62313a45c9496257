import { getCountries } from 'libphonenumber-js';
import { buildCountries, COUNTRIES, countryName } from './countries';
import { PHONE_COUNTRY_CODES } from './phoneCountryCodes';
import { stateName, US_STATES } from './usStates';

describe('country list (SPEC §3 reference data)', () => {
  it('has about 200 named countries, United States first and the default', () => {
    expect(COUNTRIES.length).toBeGreaterThanOrEqual(195);
    expect(COUNTRIES.length).toBeLessThanOrEqual(250);
    expect(COUNTRIES[0]).toEqual({ code: 'US', name: 'United States' });
    for (const c of COUNTRIES) expect(c.name).not.toBe(c.code);
    expect(new Set(COUNTRIES.map((c) => c.code)).size).toBe(COUNTRIES.length);
  });

  it('offers exactly the countries libphonenumber-js has a numbering plan for (the phone rule follows the country)', () => {
    expect(PHONE_COUNTRY_CODES).toEqual(getCountries());
  });

  it('names countries in English and sorts the rest by name', () => {
    expect(countryName('DE')).toBe('Germany');
    expect(countryName('JP')).toBe('Japan');
    const rest = COUNTRIES.slice(1).map((c) => c.name);
    expect(rest).toEqual([...rest].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it('leaves out codes Intl cannot name, and works without Intl.DisplayNames', () => {
    expect(buildCountries(['US', 'GB', 'ZZ'], (c) => (c === 'GB' ? 'United Kingdom' : c))).toEqual([
      { code: 'US', name: 'United States' },
      { code: 'GB', name: 'United Kingdom' },
    ]);
    expect(buildCountries(['US', 'GB'], null)).toEqual([{ code: 'US', name: 'United States' }]);
  });
});

const FIFTY_STATES =
  'AL AK AZ AR CA CO CT DE FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY'.split(
    ' ',
  );

describe('US states and territories (SPEC §3 fixed list)', () => {
  const codes = US_STATES.map((s) => s.code);

  it('has all 50 states and DC', () => {
    expect(FIFTY_STATES).toHaveLength(50);
    for (const c of [...FIFTY_STATES, 'DC']) expect(codes).toContain(c);
  });

  it('has the territories, freely associated states and military addresses USPS delivers to', () => {
    for (const c of ['AS', 'GU', 'MP', 'PR', 'VI', 'FM', 'MH', 'PW', 'AA', 'AE', 'AP'])
      expect(codes).toContain(c);
    expect(codes).toHaveLength(62);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('shows full names and keeps codes', () => {
    expect(stateName('CA')).toBe('California');
    expect(stateName('PR')).toBe('Puerto Rico');
    expect(stateName('XX')).toBe('');
  });
});

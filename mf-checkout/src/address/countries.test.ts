import { phoneCountry } from './countries';

describe('phoneCountry', () => {
  it('reads the phone plan of the selected country, US when there is none', () => {
    expect(phoneCountry('GB')).toBe('GB');
    expect(phoneCountry('')).toBe('US');
    expect(phoneCountry('ZZ')).toBe('US');
  });
});

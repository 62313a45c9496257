import { isValidPhone, loadPhoneNumbers, phoneCountry } from './phoneNumbers';

describe('phone numbers (SPEC §5)', () => {
  it('reads the phone plan of the selected country, US when there is none', async () => {
    const lib = await loadPhoneNumbers();
    expect(phoneCountry(lib, 'GB')).toBe('GB');
    expect(phoneCountry(lib, '')).toBe('US');
    expect(phoneCountry(lib, 'ZZ')).toBe('US');
  });

  it('fetches the library once for every check', async () => {
    expect(loadPhoneNumbers()).toBe(loadPhoneNumbers());
    await expect(Promise.all([isValidPhone('650-253-0000'), isValidPhone('123')])).resolves.toEqual(
      [true, false],
    );
  });
});

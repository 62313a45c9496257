import { ValidationError } from 'yup';
import {
  addressSchema,
  EMPTY_ADDRESS,
  hasFullAddress,
  trimEmail,
  valuesToCustomer,
  type AddressFormValues,
} from './addressSchema';
import { isValidPhone } from './phoneNumbers';
import { customer } from '../test/fixtures';

const valid: AddressFormValues = {
  email: 'shopper@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  address1: '1600 Amphitheatre Parkway',
  address2: '',
  city: 'Mountain View',
  stateCode: 'CA',
  zip: '94043',
  countryCode: 'US',
  phone: '650-253-0000',
};

async function errorsOf(values: AddressFormValues): Promise<Record<string, string>> {
  try {
    await addressSchema.validate(values, { abortEarly: false });
    return {};
  } catch (e) {
    const out: Record<string, string> = {};
    for (const inner of (e as ValidationError).inner) out[inner.path ?? ''] ??= inner.message;
    return out;
  }
}

describe('delivery address schema (SPEC §5)', () => {
  it('accepts the e2e shopper address', async () => {
    expect(await errorsOf(valid)).toEqual({});
  });

  it('gives the SPEC message for every required field', async () => {
    expect(await errorsOf(EMPTY_ADDRESS)).toEqual({
      email: 'Please enter a valid email',
      firstName: 'Please enter your first name',
      lastName: 'Please enter your last name',
      address1: 'Please enter your street address',
      city: 'Please enter your city',
      stateCode: 'Please select your state',
      zip: 'Please enter your zipcode',
      phone: 'Please enter your phone number',
    });
  });

  it('rejects a malformed email with the SPEC message', async () => {
    expect((await errorsOf({ ...valid, email: 'not-an-email' })).email).toBe(
      'Please enter a valid email',
    );
  });

  it('treats the apt/suite line as optional', async () => {
    expect(await errorsOf({ ...valid, address2: '' })).toEqual({});
  });

  it('requires a state only for the United States', async () => {
    expect(await errorsOf({ ...valid, countryCode: 'CA', stateCode: '' })).toEqual({});
  });
});

describe('phone validation (libphonenumber, US default)', () => {
  it('accepts US numbers without a country code and international numbers', async () => {
    expect(await isValidPhone('650-253-0000')).toBe(true);
    expect(await isValidPhone('(650) 253-0000')).toBe(true);
    expect(await isValidPhone('+44 20 7946 0958')).toBe(true);
  });

  it('rejects numbers that are not valid', async () => {
    expect(await isValidPhone('123')).toBe(false);
    expect(await isValidPhone('555-000')).toBe(false);
    expect(await isValidPhone('')).toBe(false);
  });

  it('reads a number without a country code in the selected country', async () => {
    expect(await isValidPhone('020 7946 0958', 'GB')).toBe(true);
    expect(await isValidPhone('020 7946 0958', 'US')).toBe(false);
    expect(await isValidPhone('030 901820', 'DE')).toBe(true);
    expect(await isValidPhone('650-253-0000', 'GB')).toBe(false);
    expect(await isValidPhone('+1 650-253-0000', 'GB')).toBe(true);
    expect(await isValidPhone('650-253-0000', 'ZZ')).toBe(true);
  });

  it('validates the phone for the country chosen in the form', async () => {
    const uk = { ...valid, countryCode: 'GB', stateCode: '', phone: '020 7946 0958' };
    expect(await errorsOf(uk)).toEqual({});
    expect((await errorsOf({ ...uk, phone: '650-253-0000' })).phone).toBe(
      'Please enter a valid phone number',
    );
  });

  it('reports an invalid number with the SPEC message', async () => {
    expect((await errorsOf({ ...valid, phone: '12345' })).phone).toBe(
      'Please enter a valid phone number',
    );
  });
});

describe('email trim and mapping', () => {
  it('trims the email', () => {
    expect(trimEmail('  shopper@example.com  ')).toBe('shopper@example.com');
  });

  it('maps form values to a customer with full state and country names, codes kept', () => {
    const c = valuesToCustomer({ ...valid, email: ' shopper@example.com ' });
    expect(c.email).toBe('shopper@example.com');
    expect(c.address).toMatchObject({
      state: 'California',
      stateCode: 'CA',
      country: 'United States',
      countryCode: 'US',
    });
    expect(c.address.address2).toBeUndefined();
  });

  it('counts an address as complete only when every part is longer than 1 character', () => {
    expect(hasFullAddress(customer)).toBe(true);
    expect(hasFullAddress({ ...customer, address: { ...customer.address, city: 'X' } })).toBe(
      false,
    );
    expect(hasFullAddress(null)).toBe(false);
  });
});

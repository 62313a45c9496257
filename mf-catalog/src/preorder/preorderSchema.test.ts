import { PREORDER_INITIAL_VALUES, PREORDER_MESSAGES, preorderSchema } from './preorderSchema';

const valid = {
  fullname: 'Ada Lovelace',
  email: 'ada@example.com',
  street: '1 Harbor Way',
  street2: '',
  city: 'Monterey',
  zip: '93940',
  state: 'California',
  country: 'United States',
};

const errorsOf = async (values: object) => {
  try {
    await preorderSchema.validate(values, { abortEarly: false });
    return {};
  } catch (e) {
    const out: Record<string, string> = {};
    for (const inner of (e as { inner: { path: string; message: string }[] }).inner)
      out[inner.path] ??= inner.message;
    return out;
  }
};

describe('pre-order schema (SPEC §5)', () => {
  it('accepts a complete form; street2 is optional', async () => {
    expect(await errorsOf(valid)).toEqual({});
  });

  it('gives every required field its SPEC message', async () => {
    expect(await errorsOf({ ...PREORDER_INITIAL_VALUES, country: '' })).toEqual({
      fullname: PREORDER_MESSAGES.fullname,
      email: 'Please enter a valid email',
      street: 'Please enter your street address',
      city: 'Please enter your city',
      zip: 'Please enter your zipcode',
      state: 'Please select your state',
      country: 'Please select your country',
    });
  });

  it('wants exactly 5 characters of zip', async () => {
    expect(await errorsOf({ ...valid, zip: '9394' })).toEqual({
      zip: 'Please enter a valid zipcode',
    });
    expect(await errorsOf({ ...valid, zip: '939401' })).toEqual({
      zip: 'Please enter a valid zipcode',
    });
  });

  it('refuses an address that is not an email', async () => {
    expect(await errorsOf({ ...valid, email: 'ada@' })).toEqual({
      email: 'Please enter a valid email',
    });
  });

  it('starts with the United States as the country', () => {
    expect(PREORDER_INITIAL_VALUES.country).toBe('United States');
  });
});

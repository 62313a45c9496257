import * as S from '../lib/schemas';

const text = (max: number, min = 1) =>
  ({ type: 'string', minLength: min, maxLength: max }) as const;

export const addressSchema = {
  type: 'object',
  required: ['address1', 'city', 'state', 'zip', 'country', 'stateCode', 'countryCode'],
  properties: {
    address1: text(200),
    address2: text(200, 0),
    city: text(100),
    state: text(100, 0),
    zip: text(20),
    country: text(100),
    stateCode: { type: 'string', maxLength: 10 },
    countryCode: S.countryCode,
  },
} as const;

export const customerSchema = {
  type: 'object',
  required: ['firstName', 'lastName', 'email', 'phone', 'address'],
  properties: {
    id: text(64, 0),
    firstName: text(100),
    lastName: text(100),
    email: S.email,
    phone: { type: 'string', minLength: 7, maxLength: 30, pattern: '^[0-9+()\\-. ]+$' },
    address: addressSchema,
  },
} as const;

export const checkoutId = S.uuid;

/** A checkout id as create.ts issues them (`crypto.randomUUID`), in any letter case. */
export const ISSUED_CHECKOUT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

import { currencySchema } from './currency';

/** JSON-schema fragments shared by routes. Query values arrive as strings (no type coercion). */
export const slug = {
  type: 'string',
  minLength: 1,
  maxLength: 100,
  pattern: '^[A-Za-z0-9][A-Za-z0-9_.-]*$',
} as const;
export const id = {
  type: 'string',
  minLength: 1,
  maxLength: 64,
  pattern: '^[A-Za-z0-9_]+$',
} as const;
export const uuid = {
  type: 'string',
  minLength: 1,
  maxLength: 64,
  pattern: '^[A-Za-z0-9_-]+$',
} as const;
/** Page numbers start at 1: `page=0`, `page=-1`, `page=abc` are 400 `invalid`. */
export const positivePage = { type: 'string', pattern: '^[1-9][0-9]{0,4}$' } as const;
/** One of the SPEC's five currencies (lib/currency.ts); a tampered code is a 400. */
export const currency = currencySchema;
export const region = { type: 'string', maxLength: 40 } as const;
export const countryCode = { type: 'string', pattern: '^[A-Za-z]{2}$' } as const;
export const locale = {
  currency,
  region,
  country_code: countryCode,
} as const;
export const visibility = { type: 'string', enum: ['any'] } as const;
export const shortText = (max: number) => ({ type: 'string', maxLength: max }) as const;
/** A plausible mailbox (one @, a dot in the domain, no spaces); the mail itself proves the rest. */
export const email = {
  type: 'string',
  maxLength: 254,
  pattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$',
} as const;

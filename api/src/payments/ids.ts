import crypto from 'node:crypto';

/** Unguessable ids for payments, payment tokens and sandbox payment methods (`pay_…`, `ptok_…`). */
export const randomId = (prefix: string) => `${prefix}_${crypto.randomBytes(12).toString('hex')}`;

/** Letters and digits a shopper can read back over the phone (no 0/O, 1/I/L, U). */
const ORDER_ALPHABET = 'ABCDEFGHJKMNPQRSTVWXYZ23456789';
const ORDER_CODE_LENGTH = 10;

/**
 * An order number: the store's prefix and 10 random characters (30^10 ≈ 2^49). Not a sequence, so
 * numbers cannot be enumerated and do not reveal how many orders a store takes.
 */
export function randomOrderNumber(prefix: string): string {
  let code = '';
  for (let i = 0; i < ORDER_CODE_LENGTH; i++)
    code += ORDER_ALPHABET[crypto.randomInt(ORDER_ALPHABET.length)];
  return `${prefix}-${code}`;
}

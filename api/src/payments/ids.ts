import crypto from 'node:crypto';

/** Unguessable ids for payments, payment tokens and sandbox payment methods (`pay_…`, `ptok_…`). */
export const randomId = (prefix: string) => `${prefix}_${crypto.randomBytes(12).toString('hex')}`;

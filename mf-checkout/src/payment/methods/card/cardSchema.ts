import * as yup from 'yup';
import { enText } from '@store/shared';
import { CARD_ERROR_MESSAGES } from '../messages';
import { parseExpiry, type CardDetails } from './sandboxCard';

/** The card schema's English messages: the en text of CARD_ERROR_MESSAGES. */
export const CARD_FORM_MESSAGES = {
  name: enText(CARD_ERROR_MESSAGES.name),
  number: enText(CARD_ERROR_MESSAGES.number),
  numberIncomplete: enText(CARD_ERROR_MESSAGES.numberIncomplete),
  expiry: enText(CARD_ERROR_MESSAGES.expiry),
  cvc: enText(CARD_ERROR_MESSAGES.cvc),
  cvcIncomplete: enText(CARD_ERROR_MESSAGES.cvcIncomplete),
} as const;

/** The card schema's messages, by check (the view passes them translated). */
export type CardFormMessages = Record<keyof typeof CARD_FORM_MESSAGES, string>;

/**
 * Format checks only: whether the card is real (Luhn, expiry, decline) is the provider's call.
 * `messages` are the errors, English by default.
 */
export function makeCardSchema(messages: CardFormMessages = CARD_FORM_MESSAGES) {
  return yup.object({
    name: yup.string().trim().required(messages.name),
    number: yup
      .string()
      .required(messages.number)
      .test('digits', messages.numberIncomplete, (v) =>
        /^\d{12,19}$/.test(v.replace(/[\s-]/g, '')),
      ),
    expiry: yup
      .string()
      .required(messages.expiry)
      .test('mmyy', messages.expiry, (v) => parseExpiry(v) !== null),
    cvc: yup
      .string()
      .required(messages.cvc)
      .matches(/^\d{3,4}$/, messages.cvcIncomplete),
  });
}

export const cardSchema = makeCardSchema();

export const EMPTY_CARD: CardDetails = { name: '', number: '', expiry: '', cvc: '' };

export function cardFilled(v: CardDetails): boolean {
  return [v.name, v.number, v.expiry, v.cvc].every((s) => s.trim().length > 0);
}

import * as yup from 'yup';
import { parseExpiry, type CardDetails } from './sandboxCard';

export const CARD_FORM_MESSAGES = {
  name: 'Please enter the name on your card',
  number: 'Please enter your card number',
  numberIncomplete: 'Your card number is incomplete.',
  expiry: 'Please enter the expiry date as MM/YY',
  cvc: "Please enter your card's security code",
  cvcIncomplete: "Your card's security code is incomplete.",
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

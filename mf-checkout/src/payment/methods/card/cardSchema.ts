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

/** Format checks only: whether the card is real (Luhn, expiry, decline) is the provider's call. */
export const cardSchema = yup.object({
  name: yup.string().trim().required(CARD_FORM_MESSAGES.name),
  number: yup
    .string()
    .required(CARD_FORM_MESSAGES.number)
    .test('digits', CARD_FORM_MESSAGES.numberIncomplete, (v) =>
      /^\d{12,19}$/.test((v ?? '').replace(/[\s-]/g, '')),
    ),
  expiry: yup
    .string()
    .required(CARD_FORM_MESSAGES.expiry)
    .test('mmyy', CARD_FORM_MESSAGES.expiry, (v) => parseExpiry(v ?? '') !== null),
  cvc: yup
    .string()
    .required(CARD_FORM_MESSAGES.cvc)
    .matches(/^\d{3,4}$/, CARD_FORM_MESSAGES.cvcIncomplete),
});

export const EMPTY_CARD: CardDetails = { name: '', number: '', expiry: '', cvc: '' };

export function cardFilled(v: CardDetails): boolean {
  return [v.name, v.number, v.expiry, v.cvc].every((s) => s.trim().length > 0);
}

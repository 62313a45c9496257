import * as yup from 'yup';
import { enText } from '@store/shared';
import { PROMO_TEXT } from './messages';

/** SPEC §8, word for word (the en text of PROMO_TEXT, where the words are). */
export const PROMO_CANNOT_APPLY = enText(PROMO_TEXT.cannotApply);
export const PROMO_NEEDS_ADDRESS = enText(PROMO_TEXT.needsAddress);

// Not in the SPEC (see PROMO_TEXT).
export const PROMO_REQUIRED = enText(PROMO_TEXT.required);
export const PROMO_UNREACHABLE = enText(PROMO_TEXT.unreachable);

/** The API accepts up to 40 characters (api/src/checkout/routes/update.ts). */
export const PROMO_MAX_LENGTH = 40;

/** A code is required (`required` is the message, English by default) and at most 40 long. */
export function makePromoSchema(required: string = PROMO_REQUIRED) {
  return yup.object({
    code: yup.string().trim().required(required).max(PROMO_MAX_LENGTH),
  });
}

export const promoSchema = makePromoSchema();

export type PromoFormValues = yup.InferType<typeof promoSchema>;

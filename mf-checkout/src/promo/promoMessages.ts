import * as yup from 'yup';

/** SPEC §8, word for word. */
export const PROMO_CANNOT_APPLY = 'Sorry, this promo code cannot be applied to your order.';
export const PROMO_NEEDS_ADDRESS = 'Please enter your address before you enter a promo code.';

// Not in the SPEC: it only says a code is required, and a network failure is not the server
// refusing the code, so neither may borrow the SPEC's wording.
export const PROMO_REQUIRED = 'Please enter a promo code.';
export const PROMO_UNREACHABLE = 'We could not apply your promo code. Please try again.';
export const PROMO_REMOVE_FAILED = 'We could not remove your promo code. Please try again.';

/** The API accepts up to 40 characters (api/src/checkout/routes.ts). */
export const PROMO_MAX_LENGTH = 40;

/** A code is required (`required` is the message, English by default) and at most 40 long. */
export function makePromoSchema(required: string = PROMO_REQUIRED) {
  return yup.object({
    code: yup.string().trim().required(required).max(PROMO_MAX_LENGTH),
  });
}

export const promoSchema = makePromoSchema();

export type PromoFormValues = yup.InferType<typeof promoSchema>;

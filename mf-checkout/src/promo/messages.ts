import { defineCatalog } from '@store/shared';
import { defineMessage, defineMessages, type MessageTag } from 'react-intl';

/** The promo code's words; `en` is the SPEC's text (§8 word for word). */
const messages = defineMessages({
  formLabel: { id: 'promo.formLabel', defaultMessage: 'Apply a promo code' },
  label: { id: 'promo.label', defaultMessage: 'Promo code' },
  apply: { id: 'promo.apply', defaultMessage: 'Apply' },
  applied: defineMessage<{ code: string; b: MessageTag }>({
    id: 'promo.applied',
    defaultMessage: 'Promo code <b>{code}</b> applied',
  }),
  remove: { id: 'promo.remove', defaultMessage: 'Remove' },
  changeCode: { id: 'promo.changeCode', defaultMessage: 'Change code' },
  keep: defineMessage<{ code: string }>({ id: 'promo.keep', defaultMessage: 'Keep {code}' }),
  // SPEC §8, word for word.
  cannotApply: {
    id: 'promo.cannotApply',
    defaultMessage: 'Sorry, this promo code cannot be applied to your order.',
  },
  needsAddress: {
    id: 'promo.needsAddress',
    defaultMessage: 'Please enter your address before you enter a promo code.',
  },
  // Not in the SPEC: it only says a code is required, and a network failure is not the server
  // refusing the code, so neither may borrow the SPEC's wording.
  required: { id: 'promo.required', defaultMessage: 'Please enter a promo code.' },
  unreachable: {
    id: 'promo.unreachable',
    defaultMessage: 'We could not apply your promo code. Please try again.',
  },
  removeFailed: {
    id: 'promo.removeFailed',
    defaultMessage: 'We could not remove your promo code. Please try again.',
  },
});

export const PROMO_TEXT = messages;

export const promoCatalog = defineCatalog(messages);

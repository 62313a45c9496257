import { defineCatalog } from '@store/shared';
import { defineMessage, defineMessages, type MessageTag } from 'react-intl';
import {
  PROMO_CANNOT_APPLY,
  PROMO_NEEDS_ADDRESS,
  PROMO_REMOVE_FAILED,
  PROMO_REQUIRED,
  PROMO_UNREACHABLE,
} from './promoMessages';

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
  cannotApply: { id: 'promo.cannotApply', defaultMessage: PROMO_CANNOT_APPLY },
  needsAddress: { id: 'promo.needsAddress', defaultMessage: PROMO_NEEDS_ADDRESS },
  required: { id: 'promo.required', defaultMessage: PROMO_REQUIRED },
  unreachable: { id: 'promo.unreachable', defaultMessage: PROMO_UNREACHABLE },
  removeFailed: { id: 'promo.removeFailed', defaultMessage: PROMO_REMOVE_FAILED },
});

export const PROMO_TEXT = messages;

export const promoCatalog = defineCatalog(messages);

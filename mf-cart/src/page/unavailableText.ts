import { enText } from '@store/shared';
import { CART_MESSAGES } from './messages';

/** SPEC §2: the 'cart-unavailable-items' modal's text (en). */
export const UNAVAILABLE_ITEMS_TEXT = enText(CART_MESSAGES.unavailableText);

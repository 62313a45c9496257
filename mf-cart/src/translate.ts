import { shopperTranslator } from '@store/shared';
import { CART_WORDS } from './cartCatalogs';

/** A cart text in the shopper's language, outside React (the toasts the cart service sends). */
export const translate = shopperTranslator(CART_WORDS);

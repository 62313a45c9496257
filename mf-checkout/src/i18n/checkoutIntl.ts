import { shopperTranslator } from '@store/shared';
import { CHECKOUT_WORDS } from '../checkoutCatalogs';

/** One checkout message, formatted now in the shopper's language (toasts sent by epics). */
export const checkoutText = shopperTranslator(CHECKOUT_WORDS);

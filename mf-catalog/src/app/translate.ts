import { shopperTranslator } from '@store/shared';
import { CATALOG_WORDS } from '../catalogCatalogs';

/** A catalog text in the shopper's language, outside React (the toasts the catalog sends). */
export const translate = shopperTranslator(CATALOG_WORDS);

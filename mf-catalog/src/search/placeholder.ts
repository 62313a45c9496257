import { enText } from '@store/shared';
import { SEARCH_MESSAGES } from './messages';

/**
 * SPEC §2 Search: the placeholder is a product-type example unless the hero sets its own (en; the
 * shown one is in the shopper's language, `SEARCH_MESSAGES.placeholder`).
 */
export const DEFAULT_SEARCH_PLACEHOLDER = enText(SEARCH_MESSAGES.placeholder);

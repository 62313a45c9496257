import { enText, HEAD_MESSAGES } from '@store/shared';
import { NOT_FOUND_MESSAGES } from './messages';

/** SPEC §2: the not-found page's texts in en (the page shows them in the shopper's language). */
export const NOT_FOUND_TITLE = enText(HEAD_MESSAGES.notFound);
export const NOT_FOUND_TEXT = enText(NOT_FOUND_MESSAGES.text);

import { defineCatalog } from '@store/shared';
import { defineMessages } from 'react-intl';

/**
 * The failed product read as shoppers see it (home, search, collection). `en` is today's text:
 * the SPEC's error ('Failed to fetch products', kept in English on the thrown Error) and a hint.
 */
const messages = defineMessages({
  fetchFailed: {
    id: 'products.fetchFailed',
    defaultMessage: 'Failed to fetch products. Please try again later.',
  },
});

export const PRODUCTS_MESSAGES = messages;

export const productsCatalog = defineCatalog(messages);

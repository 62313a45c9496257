import { defineCatalog } from '@store/shared';
import { defineMessages } from 'react-intl';
import { PRODUCTS_FETCH_ERROR } from './productTiles';

/**
 * The failed product read as shoppers see it (home, search, collection). `en` is today's text:
 * the SPEC's error ('Failed to fetch products', kept in English on the thrown Error) and a hint.
 */
const messages = defineMessages({
  fetchFailed: {
    id: 'products.fetchFailed',
    defaultMessage: `${PRODUCTS_FETCH_ERROR}. Please try again later.`,
  },
});

export const PRODUCTS_MESSAGES = messages;

export const productsCatalog = defineCatalog(messages);

import { defineCatalog } from '@store/shared';
import { defineMessages } from 'react-intl';

/** The collection page's words (its name comes from the store); `en` is today's text. */
const messages = defineMessages({
  loading: { id: 'collection.loading', defaultMessage: 'Loading collection' },
  noProducts: {
    id: 'collection.noProducts',
    defaultMessage: 'There are no products for this category',
  },
});

export const COLLECTION_MESSAGES = messages;

export const collectionCatalog = defineCatalog(messages);

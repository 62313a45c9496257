import { defineCatalog } from '@store/shared';
import { defineMessage, defineMessages } from 'react-intl';

/** The collection page's words (its name comes from the store); `en` is today's text. */
const messages = defineMessages({
  loading: { id: 'collection.loading', defaultMessage: 'Loading collection' },
  noProducts: {
    id: 'collection.noProducts',
    defaultMessage: 'There are no products for this category',
  },
  /** The page's meta description (its name is the collection's or the extra route's). */
  description: defineMessage<{ count: number; name: string }>({
    id: 'collection.description',
    defaultMessage: '{count, plural, one {# product} other {# products}} in {name}',
  }),
});

export const COLLECTION_MESSAGES = messages;

export const collectionCatalog = defineCatalog(messages);

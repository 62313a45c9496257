import { defineCatalog } from '@store/shared';
import { defineMessage, defineMessages } from 'react-intl';

/** The home page's words; `en` is the SPEC's text (or ours where the SPEC gives none). */
const messages = defineMessages({
  featured: { id: 'home.featured', defaultMessage: 'Featured products' },
  loadMore: { id: 'home.loadMore', defaultMessage: 'Load more' },
  loading: { id: 'home.loading', defaultMessage: 'Loading…' },
  noProducts: { id: 'home.noProducts', defaultMessage: 'There are no products in this store yet.' },
  build: defineMessage<{ label: string }>({
    id: 'home.build',
    defaultMessage: 'Catalog build {label}',
  }),
  promises: { id: 'home.promises', defaultMessage: 'Our promises' },
  returnBanner: defineMessage<{ days: number }>({
    id: 'home.returnBanner',
    defaultMessage: '{days} Day Free Return Policy',
  }),
  deliveryNote: {
    id: 'home.deliveryNote',
    defaultMessage: 'Printed on demand for you, shipped within a few business days',
  },
  lovedByFans: defineMessage<{ count: number }>({
    id: 'home.lovedByFans',
    defaultMessage:
      '{count, plural, =0 {Loved by fans} one {Loved by fans: # order} other {Loved by fans: # orders}}',
  }),
  categories: { id: 'home.categories', defaultMessage: 'Categories' },
  hero: { id: 'home.hero', defaultMessage: 'Hero' },
  searchLabel: { id: 'home.searchLabel', defaultMessage: 'Search products' },
  search: { id: 'home.search', defaultMessage: 'Search' },
  promotions: { id: 'home.promotions', defaultMessage: 'Promotions' },
  copied: { id: 'home.copied', defaultMessage: 'Copied!' },
});

export const HOME_MESSAGES = messages;

export const homeCatalog = defineCatalog(messages);

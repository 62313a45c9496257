import { defineCatalog } from '@store/shared';
import { defineMessage, defineMessages } from 'react-intl';

/** The about page's chrome (the about text itself is the theme's); `en` is the SPEC's text. */
const messages = defineMessages({
  noTextNamed: defineMessage<{ storeName: string }>({
    id: 'about.noTextNamed',
    defaultMessage: '{storeName} has not written an about text yet.',
  }),
  noText: { id: 'about.noText', defaultMessage: 'This store has not written an about text yet.' },
  products: { id: 'about.products', defaultMessage: 'Products' },
  loadingProducts: { id: 'about.loadingProducts', defaultMessage: 'Loading products' },
  productsFailed: {
    id: 'about.productsFailed',
    defaultMessage: 'Products could not be loaded right now.',
  },
  noProducts: { id: 'about.noProducts', defaultMessage: 'This store has no products yet.' },
});

export const ABOUT_MESSAGES = messages;

export const aboutCatalog = defineCatalog(messages);

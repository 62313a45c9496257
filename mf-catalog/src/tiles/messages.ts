import { defineCatalog } from '@store/shared';
import { defineMessage, defineMessages } from 'react-intl';

/**
 * The product tile's and its quick add's words; `en` is today's text. The confirmation modal
 * shares the listing's words ('Added to cart', 'View cart', …: listing/messages.ts).
 */
const messages = defineMessages({
  quickAdd: { id: 'tiles.quickAdd', defaultMessage: 'Quick add' },
  quickAddFor: defineMessage<{ title: string }>({
    id: 'tiles.quickAddFor',
    defaultMessage: 'Quick add {title}',
  }),
  loadingOptions: defineMessage<{ title: string }>({
    id: 'tiles.loadingOptions',
    defaultMessage: 'Loading options for {title}',
  }),
  loadFailed: { id: 'tiles.loadFailed', defaultMessage: 'Sorry, we could not load this product.' },
  close: { id: 'tiles.close', defaultMessage: 'Close' },
  // Two whole sentences (the second one the link), so no fragment depends on word order.
  preorder: defineMessage<{ title: string }>({
    id: 'tiles.preorder',
    defaultMessage: '{title} is available to pre-order.',
  }),
  preorderLink: { id: 'tiles.preorderLink', defaultMessage: 'Pre-order it here' },
  optionsFor: defineMessage<{ title: string }>({
    id: 'tiles.optionsFor',
    defaultMessage: 'Options for {title}',
  }),
  colourFor: defineMessage<{ title: string }>({
    id: 'tiles.colourFor',
    defaultMessage: 'Color for {title}',
  }),
  sizeFor: defineMessage<{ title: string }>({
    id: 'tiles.sizeFor',
    defaultMessage: 'Size for {title}',
  }),
  add: { id: 'tiles.add', defaultMessage: 'Add' },
  cancel: { id: 'tiles.cancel', defaultMessage: 'Cancel' },
  outOfStockText: { id: 'tiles.outOfStockText', defaultMessage: 'This product is out of stock.' },
  loadingProducts: { id: 'tiles.loadingProducts', defaultMessage: 'Loading products' },
});

export const TILES_MESSAGES = messages;

export const tilesCatalog = defineCatalog(messages);

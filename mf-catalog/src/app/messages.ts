import { defineCatalog } from '@store/shared';
import { defineMessage, defineMessages } from 'react-intl';

/** Toasts the catalog emits on the bus (the shell shows them as given); `en` is today's text. */
const messages = defineMessages({
  addFailed: defineMessage<{ title: string }>({
    id: 'cartAdd.failed',
    defaultMessage: "Sorry, we couldn't add {title} to your cart. Please try again.",
  }),
  addFailedUntitled: {
    id: 'cartAdd.failedUntitled',
    defaultMessage: "Sorry, we couldn't add this item to your cart. Please try again.",
  },
});

export const CART_ADD_MESSAGES = messages;

export const cartAddCatalog = defineCatalog(messages);

import { defineCatalog } from '@store/shared';
import { defineMessages } from 'react-intl';

/** The cart service's toasts (it runs from the shell's boot); `en` is the SPEC's text. */
const messages = defineMessages({
  listingGone: {
    id: 'cartService.listingGone',
    defaultMessage:
      'Some items were removed from your cart because they are not available at this time.',
  },
});

export const CART_SERVICE_MESSAGES = messages;

export const cartServiceCatalog = defineCatalog(messages);

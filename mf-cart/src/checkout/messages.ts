import { defineCatalog } from '@store/shared';
import { defineMessage, defineMessages } from 'react-intl';

/** Starting a checkout from the cart: its notice and error toasts; `en` is the SPEC's text. */
const messages = defineMessages({
  unavailableNotice: {
    id: 'cartCheckout.unavailableNotice',
    defaultMessage:
      'Some items were removed from your cart because they are not available at this time.',
  },
  failed: { id: 'cartCheckout.failed', defaultMessage: 'Error checking out! Please try again.' },
  error: defineMessage<{ message: string }>({
    id: 'cartCheckout.error',
    defaultMessage: 'Error checking out: {message}',
  }),
});

export const CART_CHECKOUT_MESSAGES = messages;

export const cartCheckoutCatalog = defineCatalog(messages);

import { defineCatalog } from '@store/shared';
import { defineMessage, defineMessages } from 'react-intl';
import { CHECKOUT_EMPTY_ERROR, UNAVAILABLE_NOTICE } from './startCheckout';

/** Starting a checkout from the cart: its notice and error toasts; `en` is the SPEC's text. */
const messages = defineMessages({
  unavailableNotice: { id: 'cartCheckout.unavailableNotice', defaultMessage: UNAVAILABLE_NOTICE },
  failed: { id: 'cartCheckout.failed', defaultMessage: CHECKOUT_EMPTY_ERROR },
  error: defineMessage<{ message: string }>({
    id: 'cartCheckout.error',
    defaultMessage: 'Error checking out: {message}',
  }),
});

export const CART_CHECKOUT_MESSAGES = messages;

export const cartCheckoutCatalog = defineCatalog(messages);

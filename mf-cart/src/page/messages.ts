import { defineCatalog } from '@store/shared';
import { defineMessage, defineMessages } from 'react-intl';

/** The cart page's words; `en` is the SPEC's text. */
const messages = defineMessages({
  loading: { id: 'cart.loading', defaultMessage: 'Loading cart' },
  empty: { id: 'cart.empty', defaultMessage: 'Your cart is empty.' },
  continueShopping: { id: 'cart.continueShopping', defaultMessage: 'Continue shopping' },
  items: { id: 'cart.items', defaultMessage: 'Cart items' },
  summary: { id: 'cart.summary', defaultMessage: 'Order summary' },
  subtotal: { id: 'cart.subtotal', defaultMessage: 'Subtotal' },
  shippingAtCheckout: {
    id: 'cart.shippingAtCheckout',
    defaultMessage: 'Shipping and taxes are calculated at checkout.',
  },
  checkout: { id: 'cart.checkout', defaultMessage: 'Checkout' },
  remove: { id: 'cart.remove', defaultMessage: 'Remove' },
  // Shown only until the page's scripts run: without them a quantity is sent by this button.
  updateQuantity: { id: 'cart.updateQuantity', defaultMessage: 'Update' },
  quantityFor: defineMessage<{ title: string }>({
    id: 'cart.quantityFor',
    defaultMessage: 'Quantity for {title}',
  }),
  unavailableTitle: { id: 'cart.unavailableTitle', defaultMessage: 'Items unavailable' },
  // SPEC §2: the 'cart-unavailable-items' modal's text.
  unavailableText: {
    id: 'cart.unavailableText',
    defaultMessage:
      'The following item(s) were removed from your cart because they are not available at this time.',
  },
  ok: { id: 'cart.ok', defaultMessage: 'OK' },
  build: defineMessage<{ label: string }>({
    id: 'cart.build',
    defaultMessage: 'Cart build {label}',
  }),
});

export const CART_MESSAGES = messages;

export const cartPageCatalog = defineCatalog(messages);

import { defineCatalog } from '@store/shared';
import { defineMessage, defineMessages } from 'react-intl';

/** Shown instead of shipping and tax until the server can price them (they are not $0.00). */
export const PENDING_COST_TEXT = 'Calculated at next step';

/** The checkout page's and order summary's words; `en` is today's (the SPEC's) text. */
const messages = defineMessages({
  backToCart: { id: 'checkout.backToCart', defaultMessage: 'Back to cart' },
  loadFailed: { id: 'checkout.loadFailed', defaultMessage: 'We could not load your checkout.' },
  returnToCart: { id: 'checkout.returnToCart', defaultMessage: 'Return to your cart' },
  loading: { id: 'checkout.loading', defaultMessage: 'Loading checkout' },
  stepCustomer: { id: 'checkout.stepCustomer', defaultMessage: 'Customer details' },
  stepDelivery: { id: 'checkout.stepDelivery', defaultMessage: 'Delivery options' },
  stepPayment: { id: 'checkout.stepPayment', defaultMessage: 'Payment methods' },
  errorCheckingOut: defineMessage<{ detail: string }>({
    id: 'checkout.errorCheckingOut',
    defaultMessage: 'Error checking out: {detail}',
  }),
  modifyOrder: { id: 'checkout.modifyOrder', defaultMessage: 'Modify order' },
  quantity: defineMessage<{ quantity: number }>({
    id: 'checkout.quantity',
    defaultMessage: 'Quantity: {quantity}',
  }),
  subtotal: { id: 'checkout.subtotal', defaultMessage: 'Subtotal' },
  shipping: { id: 'checkout.shipping', defaultMessage: 'Shipping' },
  tax: { id: 'checkout.tax', defaultMessage: 'Tax' },
  pendingCost: { id: 'checkout.pendingCost', defaultMessage: PENDING_COST_TEXT },
  discount: { id: 'checkout.discount', defaultMessage: 'Discount' },
  discountWithCode: defineMessage<{ code: string }>({
    id: 'checkout.discountWithCode',
    defaultMessage: 'Discount ({code})',
  }),
  freeShipping: { id: 'checkout.freeShipping', defaultMessage: 'Free shipping' },
  freeShippingWithCode: defineMessage<{ code: string }>({
    id: 'checkout.freeShippingWithCode',
    defaultMessage: 'Free shipping ({code})',
  }),
  total: { id: 'checkout.total', defaultMessage: 'Total' },
  totalSoFar: { id: 'checkout.totalSoFar', defaultMessage: 'Total so far' },
  yourCartCount: defineMessage<{ count: number }>({
    id: 'checkout.yourCartCount',
    defaultMessage: 'Your cart ({count})',
  }),
  yourCart: { id: 'checkout.yourCart', defaultMessage: 'Your cart' },
  summaryLabel: { id: 'checkout.summaryLabel', defaultMessage: 'Order summary' },
  summaryHeading: defineMessage<{ count: number }>({
    id: 'checkout.summaryHeading',
    defaultMessage: 'Order summary ({count})',
  }),
});

export const CHECKOUT_MESSAGES = messages;

export const checkoutCatalog = defineCatalog(messages);

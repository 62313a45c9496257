import { defineCatalog } from '@store/shared';
import { defineMessage, defineMessages } from 'react-intl';

/** The thank-you page's words; `en` is the SPEC's text. */
const messages = defineMessages({
  thanks: defineMessage<{ name: string }>({
    id: 'thankyou.thanks',
    defaultMessage: "Thanks, {name}. We've received your order.",
  }),
  orderNumber: defineMessage<{ orderNumber: string }>({
    id: 'thankyou.orderNumber',
    defaultMessage: 'Order number: {orderNumber}',
  }),
  arrival: defineMessage<{ arrival: string }>({
    id: 'thankyou.arrival',
    defaultMessage: 'Estimated arrival: {arrival}',
  }),
  items: { id: 'thankyou.items', defaultMessage: 'Your items' },
  total: defineMessage<{ total: string }>({
    id: 'thankyou.total',
    defaultMessage: 'Total: {total}',
  }),
  track: { id: 'thankyou.track', defaultMessage: 'Track your order' },
  continueShopping: { id: 'thankyou.continueShopping', defaultMessage: 'Continue shopping' },
});

export const THANK_YOU_MESSAGES = messages;

export const thankYouCatalog = defineCatalog(messages);

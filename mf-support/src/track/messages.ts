import { defineCatalog } from '@store/shared';
import { defineMessage, defineMessages, type MessageTag } from 'react-intl';

/** The track-order page's words; `en` is the SPEC's text. */
const messages = defineMessages({
  intro: {
    id: 'track.intro',
    defaultMessage:
      'Enter the order number from your order confirmation email to see where your order is.',
  },
  orderNumber: { id: 'track.orderNumber', defaultMessage: 'Order number' },
  // SPEC §5 Track: the order number's message (also trackSchema's en default, ORDER_NUMBER_MESSAGE).
  orderNumberRequired: {
    id: 'track.orderNumberRequired',
    defaultMessage: 'Please enter your order number',
  },
  submit: { id: 'track.submit', defaultMessage: 'Track order' },
  redirecting: defineMessage<{ link: MessageTag }>({
    id: 'track.redirecting',
    defaultMessage:
      "Taking you to your order's tracking page… If nothing happens, <link>open the tracking page</link>.",
  }),
  howTo: { id: 'track.howTo', defaultMessage: 'How do I track my order?' },
  lostNumber: { id: 'track.lostNumber', defaultMessage: 'Lost your order number?' },
});

export const TRACK_MESSAGES = messages;

export const trackCatalog = defineCatalog(messages);

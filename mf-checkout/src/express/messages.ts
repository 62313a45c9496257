import { defineCatalog } from '@store/shared';
import { defineMessages } from 'react-intl';

/** The express checkout entry's words; `en` is today's text. */
const messages = defineMessages({
  title: { id: 'express.title', defaultMessage: 'Express checkout' },
  starting: { id: 'express.starting', defaultMessage: 'Starting express checkout' },
  empty: { id: 'express.empty', defaultMessage: 'Your cart is empty.' },
  hidden: {
    id: 'express.hidden',
    defaultMessage: 'This payment method is not available for express checkout in this store.',
  },
  backToCart: { id: 'express.backToCart', defaultMessage: 'Back to cart' },
});

export const EXPRESS_MESSAGES = messages;

export const expressCatalog = defineCatalog(messages);

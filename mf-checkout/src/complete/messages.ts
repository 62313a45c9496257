import { defineCatalog } from '@store/shared';
import { defineMessages } from 'react-intl';

/** The checkout-complete page's words (a spinner while the cart is cleared). */
const messages = defineMessages({
  completing: { id: 'complete.completing', defaultMessage: 'Completing your order' },
});

export const COMPLETE_MESSAGES = messages;

export const completeCatalog = defineCatalog(messages);

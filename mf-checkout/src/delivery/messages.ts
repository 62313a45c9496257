import { defineCatalog } from '@store/shared';
import { defineMessage, defineMessages, type MessageDescriptor } from 'react-intl';

/** The delivery step's words; `en` is the SPEC's text (shippingName's and deliveryText's). */
const messages = defineMessages({
  loading: { id: 'delivery.loading', defaultMessage: 'Loading delivery options' },
  legend: { id: 'delivery.legend', defaultMessage: 'Delivery option' },
  shippingStandard: { id: 'delivery.shippingStandard', defaultMessage: 'Standard delivery' },
  shippingRush: { id: 'delivery.shippingRush', defaultMessage: 'Rush delivery' },
  shippingSuperRush: { id: 'delivery.shippingSuperRush', defaultMessage: 'Super rush delivery' },
  deliveryBetween: defineMessage<{ early: string; late: string }>({
    id: 'delivery.deliveryBetween',
    defaultMessage: 'Delivery between {early} - {late}',
  }),
  cannotDeliver: {
    id: 'delivery.cannotDeliver',
    defaultMessage:
      "Sorry, we can't deliver the items to your destination. Please change your destination or contact support to be able to complete the purchase.",
  },
  afterpayTitle: { id: 'delivery.afterpayTitle', defaultMessage: 'Afterpay unavailable' },
  afterpaySorry: {
    id: 'delivery.afterpaySorry',
    defaultMessage: "Sorry, we're having difficulty with AfterPay.",
  },
  afterpayNoOptions: {
    id: 'delivery.afterpayNoOptions',
    defaultMessage:
      'We could not get delivery options for this address. Please check it or pay by card.',
  },
  ok: { id: 'delivery.ok', defaultMessage: 'OK' },
});

export const DELIVERY_MESSAGES = messages;

/** The quote names the API sends (api/src/checkout/pricing.ts), by their shipping name. */
export const SHIPPING_NAME_MESSAGES: Readonly<Partial<Record<string, MessageDescriptor>>> = {
  standard: messages.shippingStandard,
  rush: messages.shippingRush,
  super_rush: messages.shippingSuperRush,
};

export const deliveryCatalog = defineCatalog(messages);

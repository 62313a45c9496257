import { defineCatalog, enText } from '@store/shared';
import { defineMessage, defineMessages, type MessageDescriptor, type MessageTag } from 'react-intl';

/** The payment step's words and the payment messages of SPEC §8; `en` is the SPEC's text. */
const messages = defineMessages({
  afterpayRedirecting: {
    id: 'payment.afterpayRedirecting',
    defaultMessage: 'Taking you to secure card or PayPal checkout…',
  },
  methodLegend: { id: 'payment.methodLegend', defaultMessage: 'Payment method' },
  methodCard: { id: 'payment.methodCard', defaultMessage: 'Card' },
  notAuthorized: {
    id: 'payment.notAuthorized',
    defaultMessage: 'The payment cannot be authorized.',
  },
  terms: defineMessage<{ terms: MessageTag; privacy: MessageTag }>({
    id: 'payment.terms',
    defaultMessage:
      'By placing your order you agree to our <terms>Terms of Use</terms> and acknowledge our <privacy>Privacy Policy</privacy>.',
  }),
  marketingOptIn: {
    id: 'payment.marketingOptIn',
    defaultMessage: 'Email me news and offers from this store. You can unsubscribe at any time.',
  },
  consent: {
    id: 'payment.consent',
    defaultMessage: 'Consent to marketing is not a condition of purchase.',
  },
  loading: { id: 'payment.loading', defaultMessage: 'Loading payment' },
  noMethod: {
    id: 'payment.noMethod',
    defaultMessage: 'No payment method is available for this store.',
  },
  previewDisabled: {
    id: 'payment.previewDisabled',
    defaultMessage: 'Checkout is disabled in preview mode.',
  },
  placeOrderAfterpay: { id: 'payment.placeOrderAfterpay', defaultMessage: 'Pay now with afterpay' },
  placeOrderPaypal: { id: 'payment.placeOrderPaypal', defaultMessage: 'PayPal' },
  placeOrderCard: { id: 'payment.placeOrderCard', defaultMessage: 'Place order' },
  placeOrderOther: { id: 'payment.placeOrderOther', defaultMessage: 'Pay' },
  pollTimeout: {
    id: 'payment.pollTimeout',
    defaultMessage:
      'We could not confirm your order yet. Please check your email before trying again.',
  },
  paymentFailedToast: {
    id: 'payment.paymentFailedToast',
    defaultMessage: 'Payment failed, please try again.',
  },
  paymentNotFound: {
    id: 'payment.paymentNotFound',
    defaultMessage:
      'We could not find this payment in this browser. Please choose a payment method again.',
  },
  genericSubmitError: {
    id: 'payment.genericSubmitError',
    defaultMessage: 'Error checking out! Please try again.',
  },
  intentError: defineMessage<{ detail: string }>({
    id: 'payment.intentError',
    defaultMessage: 'Error when getting payment intent: {detail}',
  }),
  // The card messages of SPEC §8, the card provider's own words, in the order of the SPEC.
  cardDeclined: { id: 'payment.cardDeclined', defaultMessage: 'Your card was declined.' },
  cardInsufficientFunds: {
    id: 'payment.cardInsufficientFunds',
    defaultMessage: 'Your card has insufficient funds.',
  },
  cardExpired: { id: 'payment.cardExpired', defaultMessage: 'Your card has expired.' },
  cardProcessingError: {
    id: 'payment.cardProcessingError',
    defaultMessage: 'An error occurred while processing your card. Try again in a little bit.',
  },
  cardCvcIncorrect: {
    id: 'payment.cardCvcIncorrect',
    defaultMessage: "Your card's security code is incorrect.",
  },
  cardNumberInvalid: {
    id: 'payment.cardNumberInvalid',
    defaultMessage: 'Your card number is invalid.',
  },
  paypalError: {
    id: 'payment.paypalError',
    defaultMessage: 'There was an issue authorizing with PayPal',
  },
  afterpayError: {
    id: 'payment.afterpayError',
    defaultMessage: "Sorry, we're having difficulty with AfterPay.",
  },
  walletError: { id: 'payment.walletError', defaultMessage: 'The wallet payment was cancelled.' },
});

export const PAYMENT_MESSAGES = messages;

export const POLL_TIMEOUT_MESSAGE = enText(messages.pollTimeout);
export const PAYMENT_FAILED_TOAST = enText(messages.paymentFailedToast);
export const PAYMENT_NOT_FOUND = enText(messages.paymentNotFound);
export const PAYMENT_NOT_AUTHORIZED = enText(messages.notAuthorized);
export const PAYPAL_ERROR = enText(messages.paypalError);
export const AFTERPAY_ERROR = enText(messages.afterpayError);

/** SPEC §9 buy-button labels by method (placeOrderLabel's English). */
export function placeOrderMessage(method: string): MessageDescriptor {
  switch (method) {
    case 'afterpay':
      return messages.placeOrderAfterpay;
    case 'paypal':
      return messages.placeOrderPaypal;
    case 'card':
      return messages.placeOrderCard;
    default:
      return messages.placeOrderOther;
  }
}

/** Each SPEC §8 card message, by its place in CARD_MESSAGES. */
export const CARD_MESSAGE_TEXTS = [
  messages.cardDeclined,
  messages.cardInsufficientFunds,
  messages.cardExpired,
  messages.cardProcessingError,
  messages.cardCvcIncorrect,
  messages.cardNumberInvalid,
] as const;

/** The card messages of SPEC §8, the card provider's own words, in the order of the SPEC. */
export const CARD_MESSAGES = [
  enText(messages.cardDeclined),
  enText(messages.cardInsufficientFunds),
  enText(messages.cardExpired),
  enText(messages.cardProcessingError),
  enText(messages.cardCvcIncorrect),
  enText(messages.cardNumberInvalid),
] as const;

export const paymentCatalog = defineCatalog(messages);

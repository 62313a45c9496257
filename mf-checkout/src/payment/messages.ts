import { defineCatalog } from '@store/shared';
import { defineMessage, defineMessages, type MessageDescriptor, type MessageTag } from 'react-intl';

export const POLL_TIMEOUT_MESSAGE =
  'We could not confirm your order yet. Please check your email before trying again.';
export const PAYMENT_FAILED_TOAST = 'Payment failed, please try again.';
export const PAYMENT_NOT_FOUND =
  'We could not find this payment in this browser. Please choose a payment method again.';
export const PAYMENT_NOT_AUTHORIZED = 'The payment cannot be authorized.';
export const GENERIC_SUBMIT_ERROR = 'Error checking out! Please try again.';
export const PAYMENT_INTENT_ERROR = 'Error when getting payment intent: ';
export const PAYPAL_ERROR = 'There was an issue authorizing with PayPal';
export const AFTERPAY_ERROR = "Sorry, we're having difficulty with AfterPay.";
export const WALLET_ERROR = 'The wallet payment was cancelled.';

/** The card messages of SPEC §8, the card provider's own words, in the order of the SPEC. */
export const CARD_MESSAGES = [
  'Your card was declined.',
  'Your card has insufficient funds.',
  'Your card has expired.',
  'An error occurred while processing your card. Try again in a little bit.',
  "Your card's security code is incorrect.",
  'Your card number is invalid.',
] as const;

/** The payment step's words and the payment messages of SPEC §8; `en` is the SPEC's text. */
const messages = defineMessages({
  afterpayRedirecting: {
    id: 'payment.afterpayRedirecting',
    defaultMessage: 'Taking you to secure card or PayPal checkout…',
  },
  methodLegend: { id: 'payment.methodLegend', defaultMessage: 'Payment method' },
  methodCard: { id: 'payment.methodCard', defaultMessage: 'Card' },
  notAuthorized: { id: 'payment.notAuthorized', defaultMessage: PAYMENT_NOT_AUTHORIZED },
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
  pollTimeout: { id: 'payment.pollTimeout', defaultMessage: POLL_TIMEOUT_MESSAGE },
  paymentFailedToast: { id: 'payment.paymentFailedToast', defaultMessage: PAYMENT_FAILED_TOAST },
  paymentNotFound: { id: 'payment.paymentNotFound', defaultMessage: PAYMENT_NOT_FOUND },
  genericSubmitError: { id: 'payment.genericSubmitError', defaultMessage: GENERIC_SUBMIT_ERROR },
  intentError: defineMessage<{ detail: string }>({
    id: 'payment.intentError',
    defaultMessage: `${PAYMENT_INTENT_ERROR}{detail}`,
  }),
  cardDeclined: { id: 'payment.cardDeclined', defaultMessage: CARD_MESSAGES[0] },
  cardInsufficientFunds: { id: 'payment.cardInsufficientFunds', defaultMessage: CARD_MESSAGES[1] },
  cardExpired: { id: 'payment.cardExpired', defaultMessage: CARD_MESSAGES[2] },
  cardProcessingError: { id: 'payment.cardProcessingError', defaultMessage: CARD_MESSAGES[3] },
  cardCvcIncorrect: { id: 'payment.cardCvcIncorrect', defaultMessage: CARD_MESSAGES[4] },
  cardNumberInvalid: { id: 'payment.cardNumberInvalid', defaultMessage: CARD_MESSAGES[5] },
  paypalError: { id: 'payment.paypalError', defaultMessage: PAYPAL_ERROR },
  afterpayError: { id: 'payment.afterpayError', defaultMessage: AFTERPAY_ERROR },
  walletError: { id: 'payment.walletError', defaultMessage: WALLET_ERROR },
});

export const PAYMENT_MESSAGES = messages;

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

export const paymentCatalog = defineCatalog(messages);

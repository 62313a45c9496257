import { defineCatalog } from '@store/shared';
import { defineMessage, defineMessages } from 'react-intl';
import { CARD_FORM_MESSAGES } from './card/cardSchema';

export const PAYPAL_LOAD_ERROR =
  'PayPal could not be loaded. Please try again or choose another payment method.';

/** The payment method views' words (card form, wallets, approval, PayPal); `en` is today's text. */
const messages = defineMessages({
  cardFormLabel: { id: 'paymentMethods.cardFormLabel', defaultMessage: 'Card payment' },
  nameOnCard: { id: 'paymentMethods.nameOnCard', defaultMessage: 'Name on card' },
  cardNumber: { id: 'paymentMethods.cardNumber', defaultMessage: 'Card number' },
  expiryMmYy: { id: 'paymentMethods.expiryMmYy', defaultMessage: 'Expiry (MM/YY)' },
  cvc: { id: 'paymentMethods.cvc', defaultMessage: 'CVC' },
  card: { id: 'paymentMethods.card', defaultMessage: 'Card' },
  expiry: { id: 'paymentMethods.expiry', defaultMessage: 'Expiry' },
  errorName: { id: 'paymentMethods.errorName', defaultMessage: CARD_FORM_MESSAGES.name },
  errorNumber: { id: 'paymentMethods.errorNumber', defaultMessage: CARD_FORM_MESSAGES.number },
  errorNumberIncomplete: {
    id: 'paymentMethods.errorNumberIncomplete',
    defaultMessage: CARD_FORM_MESSAGES.numberIncomplete,
  },
  errorExpiry: { id: 'paymentMethods.errorExpiry', defaultMessage: CARD_FORM_MESSAGES.expiry },
  errorCvc: { id: 'paymentMethods.errorCvc', defaultMessage: CARD_FORM_MESSAGES.cvc },
  errorCvcIncomplete: {
    id: 'paymentMethods.errorCvcIncomplete',
    defaultMessage: CARD_FORM_MESSAGES.cvcIncomplete,
  },
  approvalIntro: defineMessage<{ provider: string }>({
    id: 'paymentMethods.approvalIntro',
    defaultMessage:
      'You will approve the payment with {provider} and come back here to finish your order.',
  }),
  sandboxWalletButton: defineMessage<{ wallet: string }>({
    id: 'paymentMethods.sandboxWalletButton',
    defaultMessage: 'Pay with {wallet} (sandbox)',
  }),
  sandboxWalletNote: defineMessage<{ wallet: string }>({
    id: 'paymentMethods.sandboxWalletNote',
    defaultMessage: 'Sandbox wallet: approves at once, no real {wallet} sheet.',
  }),
  walletUnavailable: defineMessage<{ wallet: string }>({
    id: 'paymentMethods.walletUnavailable',
    defaultMessage: '{wallet} is not available in this browser.',
  }),
  payWith: defineMessage<{ wallet: string }>({
    id: 'paymentMethods.payWith',
    defaultMessage: 'Pay with {wallet}',
  }),
  paypalIntro: {
    id: 'paymentMethods.paypalIntro',
    defaultMessage: "You will approve the payment in PayPal's window, then we place your order.",
  },
  paypalLoading: { id: 'paymentMethods.paypalLoading', defaultMessage: 'Loading PayPal…' },
  paypalConfirming: {
    id: 'paymentMethods.paypalConfirming',
    defaultMessage: 'Confirming your PayPal payment…',
  },
  paypalLoadError: { id: 'paymentMethods.paypalLoadError', defaultMessage: PAYPAL_LOAD_ERROR },
});

export const METHOD_MESSAGES = messages;

/** Each validation message of the card schema, by its CARD_FORM_MESSAGES key. */
export const CARD_ERROR_MESSAGES = {
  name: messages.errorName,
  number: messages.errorNumber,
  numberIncomplete: messages.errorNumberIncomplete,
  expiry: messages.errorExpiry,
  cvc: messages.errorCvc,
  cvcIncomplete: messages.errorCvcIncomplete,
} as const satisfies Record<keyof typeof CARD_FORM_MESSAGES, unknown>;

export const paymentMethodsCatalog = defineCatalog(messages);

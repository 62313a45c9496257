import { defineCatalog, enText } from '@store/shared';
import { defineMessage, defineMessages } from 'react-intl';

/** The payment method views' words (card form, wallets, approval, PayPal); `en` is today's text. */
const messages = defineMessages({
  cardFormLabel: { id: 'paymentMethods.cardFormLabel', defaultMessage: 'Card payment' },
  nameOnCard: { id: 'paymentMethods.nameOnCard', defaultMessage: 'Name on card' },
  cardNumber: { id: 'paymentMethods.cardNumber', defaultMessage: 'Card number' },
  expiryMmYy: { id: 'paymentMethods.expiryMmYy', defaultMessage: 'Expiry (MM/YY)' },
  cvc: { id: 'paymentMethods.cvc', defaultMessage: 'CVC' },
  card: { id: 'paymentMethods.card', defaultMessage: 'Card' },
  expiry: { id: 'paymentMethods.expiry', defaultMessage: 'Expiry' },
  errorName: {
    id: 'paymentMethods.errorName',
    defaultMessage: 'Please enter the name on your card',
  },
  errorNumber: {
    id: 'paymentMethods.errorNumber',
    defaultMessage: 'Please enter your card number',
  },
  errorNumberIncomplete: {
    id: 'paymentMethods.errorNumberIncomplete',
    defaultMessage: 'Your card number is incomplete.',
  },
  errorExpiry: {
    id: 'paymentMethods.errorExpiry',
    defaultMessage: 'Please enter the expiry date as MM/YY',
  },
  errorCvc: {
    id: 'paymentMethods.errorCvc',
    defaultMessage: "Please enter your card's security code",
  },
  errorCvcIncomplete: {
    id: 'paymentMethods.errorCvcIncomplete',
    defaultMessage: "Your card's security code is incomplete.",
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
  paypalLoadError: {
    id: 'paymentMethods.paypalLoadError',
    defaultMessage:
      'PayPal could not be loaded. Please try again or choose another payment method.',
  },
});

export const METHOD_MESSAGES = messages;

export const PAYPAL_LOAD_ERROR = enText(messages.paypalLoadError);

/**
 * Each validation message of the card schema, by its CARD_FORM_MESSAGES key (cardSchema builds
 * CARD_FORM_MESSAGES, the English texts, from these).
 */
export const CARD_ERROR_MESSAGES = {
  name: messages.errorName,
  number: messages.errorNumber,
  numberIncomplete: messages.errorNumberIncomplete,
  expiry: messages.errorExpiry,
  cvc: messages.errorCvc,
  cvcIncomplete: messages.errorCvcIncomplete,
} as const;

export const paymentMethodsCatalog = defineCatalog(messages);

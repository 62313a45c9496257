import { defineCatalog } from '@store/shared';
import { defineMessage, defineMessages } from 'react-intl';

/** The recover-order-number page's words; `en` is the SPEC's text (SPEC §7 Orders). */
const messages = defineMessages({
  intro: defineMessage<{ days: number }>({
    id: 'recover.intro',
    defaultMessage:
      'Enter the email address you used at checkout. We will email you the orders placed with it during the past {days, plural, one {# day} other {# days}}, with their order numbers.',
  }),
  email: { id: 'recover.email', defaultMessage: 'Email' },
  // SPEC §5 Recover: the email message (the same as @store/shared's EMAIL_MESSAGE); also the en
  // default of recoverSchema (RECOVER_EMAIL_MESSAGE).
  emailInvalid: { id: 'recover.emailInvalid', defaultMessage: 'Please enter a valid email' },
  submit: { id: 'recover.submit', defaultMessage: 'Send my orders' },
  sending: { id: 'recover.sending', defaultMessage: 'Sending…' },
  success: defineMessage<{ email: string; days: number }>({
    id: 'recover.success',
    defaultMessage:
      'We have sent an email to {email} detailing your orders during the past {days, plural, one {# day} other {# days}}.',
  }),
  // Used only when the server fails without saying why (the state's error is then null).
  fallbackError: {
    id: 'recover.fallbackError',
    defaultMessage: 'We could not look up your orders. Please try again.',
  },
  trackLink: { id: 'recover.trackLink', defaultMessage: 'Track an order' },
});

export const RECOVER_MESSAGES = messages;

export const recoverCatalog = defineCatalog(messages);

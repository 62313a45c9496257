import { defineCatalog } from '@store/shared';
import { defineMessage, defineMessages } from 'react-intl';
import { RECOVER_FALLBACK_ERROR } from './recoverMessages';
import { RECOVER_EMAIL_MESSAGE } from './recoverSchema';

/** The recover-order-number page's words; `en` is the SPEC's text (SPEC §7 Orders). */
const messages = defineMessages({
  title: { id: 'recover.title', defaultMessage: 'Recover your order number' },
  intro: defineMessage<{ days: number }>({
    id: 'recover.intro',
    defaultMessage:
      'Enter the email address you used at checkout. We will email you the orders placed with it during the past {days, plural, one {# day} other {# days}}, with their order numbers.',
  }),
  email: { id: 'recover.email', defaultMessage: 'Email' },
  emailInvalid: { id: 'recover.emailInvalid', defaultMessage: RECOVER_EMAIL_MESSAGE },
  submit: { id: 'recover.submit', defaultMessage: 'Send my orders' },
  sending: { id: 'recover.sending', defaultMessage: 'Sending…' },
  success: defineMessage<{ email: string; days: number }>({
    id: 'recover.success',
    defaultMessage:
      'We have sent an email to {email} detailing your orders during the past {days, plural, one {# day} other {# days}}.',
  }),
  fallbackError: { id: 'recover.fallbackError', defaultMessage: RECOVER_FALLBACK_ERROR },
  trackLink: { id: 'recover.trackLink', defaultMessage: 'Track an order' },
});

export const RECOVER_MESSAGES = messages;

export const recoverCatalog = defineCatalog(messages);

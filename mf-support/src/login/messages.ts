import { defineCatalog } from '@store/shared';
import { defineMessage, defineMessages } from 'react-intl';

/** The store password page's words; `en` is the SPEC's text. */
const messages = defineMessages({
  intro: {
    id: 'login.intro',
    defaultMessage: 'This store is password protected. Enter the password to continue.',
  },
  password: { id: 'login.password', defaultMessage: 'Password' },
  submit: { id: 'login.submit', defaultMessage: 'Login' },
  social: defineMessage<{ storeName: string }>({
    id: 'login.social',
    defaultMessage: '{storeName} on social media',
  }),
  refused: {
    id: 'login.refused',
    defaultMessage: 'That access code is not correct. Please try again.',
  },
  tooManyAttempts: defineMessage<{ when: string }>({
    id: 'login.tooManyAttempts',
    defaultMessage: 'Too many wrong access codes. Please try again {when}.',
  }),
  tryAgainNow: {
    id: 'login.tryAgainNow',
    defaultMessage: 'Too many wrong access codes were entered. You can try again now.',
  },
});

export const LOGIN_MESSAGES = messages;

export const loginCatalog = defineCatalog(messages);

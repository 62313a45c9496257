import { defineCatalog } from '@store/shared';
import { defineMessage, defineMessages } from 'react-intl';

/**
 * The shell's page-level words: the age gate (SPEC §4/§5), a store not found (SPEC §2), a remote
 * that cannot load or is loading, the store still starting, and the toasts' region. en is the text these screens have always shown.
 */
export const SHELL_MESSAGES = defineMessages({
  ageTitle: { id: 'shell.ageTitle', defaultMessage: 'Age verification' },
  ageIntro: {
    id: 'shell.ageIntro',
    defaultMessage: 'You must confirm the following to enter this store.',
  },
  ageAdult: { id: 'shell.ageAdult', defaultMessage: 'I am 18 years or older' },
  ageNotRestricted: {
    id: 'shell.ageNotRestricted',
    defaultMessage: 'I do not live in Louisiana or Utah',
  },
  ageProceed: { id: 'shell.ageProceed', defaultMessage: 'Proceed' },
  ageExit: { id: 'shell.ageExit', defaultMessage: 'Exit' },
  storeNotFound: { id: 'shell.storeNotFound', defaultMessage: 'Store not found' },
  storeNotFoundText: defineMessage<{ slug: string }>({
    id: 'shell.storeNotFoundText',
    defaultMessage:
      'We couldn\'t find a store called "{slug}". Please check the address and try again.',
  }),
  continue: { id: 'shell.continue', defaultMessage: 'Continue' },
  remoteDown: {
    id: 'shell.remoteDown',
    defaultMessage: 'This part of the store is unavailable right now.',
  },
  remoteDownText: { id: 'shell.remoteDownText', defaultMessage: 'Please try again in a moment.' },
  tryAgain: { id: 'shell.tryAgain', defaultMessage: 'Try again' },
  home: { id: 'shell.home', defaultMessage: 'Go to homepage' },
  notifications: { id: 'shell.notifications', defaultMessage: 'Notifications' },
  loadingStore: { id: 'shell.loadingStore', defaultMessage: 'Loading store' },
  loadingPage: { id: 'shell.loadingPage', defaultMessage: 'Loading page' },
});

export const shellPagesCatalog = defineCatalog(SHELL_MESSAGES);

import { defineCatalog } from '@store/shared';
import { defineMessages } from 'react-intl';
import { NOT_FOUND_TEXT, NOT_FOUND_TITLE } from './notFoundTexts';

/** The not-found page's words; `en` is the SPEC's text. */
const messages = defineMessages({
  title: { id: 'notFound.title', defaultMessage: NOT_FOUND_TITLE },
  text: { id: 'notFound.text', defaultMessage: NOT_FOUND_TEXT },
  listing: {
    id: 'notFound.listing',
    defaultMessage:
      'The listing you were looking for could not be found. It may have been removed or renamed.',
  },
  home: { id: 'notFound.home', defaultMessage: 'Go to homepage' },
});

export const NOT_FOUND_MESSAGES = messages;

export const notFoundCatalog = defineCatalog(messages);

import { defineCatalog } from '@store/shared';
import { defineMessages } from 'react-intl';

/** The not-found page's words; `en` is the SPEC's text. */
const messages = defineMessages({
  // SPEC §2: the not-found page's texts.
  text: {
    id: 'notFound.text',
    defaultMessage: 'Somehow you have come to a page that does not exist.',
  },
  listing: {
    id: 'notFound.listing',
    defaultMessage:
      'The listing you were looking for could not be found. It may have been removed or renamed.',
  },
  home: { id: 'notFound.home', defaultMessage: 'Go to homepage' },
});

export const NOT_FOUND_MESSAGES = messages;

export const notFoundCatalog = defineCatalog(messages);

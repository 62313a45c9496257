import { defineCatalog } from '@store/shared';
import { defineMessages } from 'react-intl';

const messages = defineMessages({
  title: { id: 'shelf.title', defaultMessage: 'You might also like' },
});

export const SHELF_MESSAGES = messages;

export const shelfCatalog = defineCatalog(messages);

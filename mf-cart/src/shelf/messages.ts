import { britishOf, defineCatalog } from '@store/shared';
import { defineMessages } from 'react-intl';

const messages = defineMessages({
  title: { id: 'shelf.title', defaultMessage: 'You might also like' },
});

export const SHELF_MESSAGES = messages;

export const shelfCatalog = defineCatalog(messages, {
  de: { title: 'Das könnte dir auch gefallen' },
  nl: { title: 'Misschien vind je dit ook leuk' },
  fr: { title: 'Vous aimerez aussi' },
  it: { title: 'Potrebbe piacerti anche' },
  es: { title: 'También te puede gustar' },
  'pt-BR': { title: 'Você também pode gostar' },
  'en-GB': britishOf(messages),
});

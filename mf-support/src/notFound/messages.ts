import { britishOf, defineCatalog } from '@store/shared';
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

export const notFoundCatalog = defineCatalog(messages, {
  de: {
    title: 'Seite nicht gefunden',
    text: 'Irgendwie bist du auf einer Seite gelandet, die es nicht gibt.',
    listing:
      'Das gesuchte Angebot wurde nicht gefunden. Vielleicht wurde es entfernt oder umbenannt.',
    home: 'Zur Startseite',
  },
  nl: {
    title: 'Pagina niet gevonden',
    text: 'Op de een of andere manier ben je op een pagina beland die niet bestaat.',
    listing: 'Het product dat je zocht is niet gevonden. Misschien is het verwijderd of hernoemd.',
    home: 'Naar de homepage',
  },
  fr: {
    title: 'Page introuvable',
    text: 'Vous êtes arrivé sur une page qui n’existe pas.',
    listing:
      'L’article que vous cherchiez est introuvable. Il a peut-être été supprimé ou renommé.',
    home: 'Aller à la page d’accueil',
  },
  it: {
    title: 'Pagina non trovata',
    text: 'In qualche modo sei finito su una pagina che non esiste.',
    listing:
      'Il prodotto che cercavi non è stato trovato. Potrebbe essere stato rimosso o rinominato.',
    home: 'Vai alla home page',
  },
  es: {
    title: 'Página no encontrada',
    text: 'De alguna manera has llegado a una página que no existe.',
    listing:
      'No hemos encontrado el producto que buscabas. Puede que se haya eliminado o cambiado de nombre.',
    home: 'Ir a la página de inicio',
  },
  'pt-BR': {
    title: 'Página não encontrada',
    text: 'De alguma forma, você chegou a uma página que não existe.',
    listing:
      'O produto que você procurava não foi encontrado. Ele pode ter sido removido ou renomeado.',
    home: 'Ir para a página inicial',
  },
  'en-GB': britishOf(messages),
});

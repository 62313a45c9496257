import { britishOf, defineCatalog } from '@store/shared';
import { defineMessages } from 'react-intl';
import { PRODUCTS_FETCH_ERROR } from './productTiles';

/**
 * The failed product read as shoppers see it (home, search, collection). `en` is today's text:
 * the SPEC's error ('Failed to fetch products', kept in English on the thrown Error) and a hint.
 */
const messages = defineMessages({
  fetchFailed: {
    id: 'products.fetchFailed',
    defaultMessage: `${PRODUCTS_FETCH_ERROR}. Please try again later.`,
  },
});

export const PRODUCTS_MESSAGES = messages;

export const productsCatalog = defineCatalog(messages, {
  de: {
    fetchFailed: 'Die Produkte konnten nicht geladen werden. Bitte versuche es später noch einmal.',
  },
  nl: { fetchFailed: 'De producten konden niet worden geladen. Probeer het later opnieuw.' },
  fr: { fetchFailed: 'Impossible de charger les produits. Veuillez réessayer plus tard.' },
  it: { fetchFailed: 'Impossibile caricare i prodotti. Riprova più tardi.' },
  es: {
    fetchFailed: 'No se han podido cargar los productos. Vuelve a intentarlo más tarde.',
  },
  'pt-BR': {
    fetchFailed: 'Não foi possível carregar os produtos. Tente novamente mais tarde.',
  },
  'en-GB': britishOf(messages),
});

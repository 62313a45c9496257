import { britishOf, defineCatalog } from '@store/shared';
import { defineMessages } from 'react-intl';

/** The collection page's words (its name comes from the store); `en` is today's text. */
const messages = defineMessages({
  loading: { id: 'collection.loading', defaultMessage: 'Loading collection' },
  noProducts: {
    id: 'collection.noProducts',
    defaultMessage: 'There are no products for this category',
  },
});

export const COLLECTION_MESSAGES = messages;

export const collectionCatalog = defineCatalog(messages, {
  de: {
    loading: 'Kollektion wird geladen',
    noProducts: 'In dieser Kategorie gibt es keine Produkte',
  },
  nl: {
    loading: 'Collectie laden',
    noProducts: 'Er zijn geen producten in deze categorie',
  },
  fr: {
    loading: 'Chargement de la collection',
    noProducts: 'Il n’y a aucun produit dans cette catégorie',
  },
  it: {
    loading: 'Caricamento della collezione',
    noProducts: 'Non ci sono prodotti in questa categoria',
  },
  es: {
    loading: 'Cargando la colección',
    noProducts: 'No hay productos en esta categoría',
  },
  'pt-BR': {
    loading: 'Carregando a coleção',
    noProducts: 'Não há produtos nesta categoria',
  },
  'en-GB': britishOf(messages),
});

import { britishOf, defineCatalog } from '@store/shared';
import { defineMessage, defineMessages } from 'react-intl';

/** The collection page's words (its name comes from the store); `en` is today's text. */
const messages = defineMessages({
  loading: { id: 'collection.loading', defaultMessage: 'Loading collection' },
  noProducts: {
    id: 'collection.noProducts',
    defaultMessage: 'There are no products for this category',
  },
  /** The page's meta description (its name is the collection's or the extra route's). */
  description: defineMessage<{ count: number; name: string }>({
    id: 'collection.description',
    defaultMessage: '{count, plural, one {# product} other {# products}} in {name}',
  }),
});

export const COLLECTION_MESSAGES = messages;

export const collectionCatalog = defineCatalog(messages, {
  de: {
    loading: 'Kollektion wird geladen',
    noProducts: 'In dieser Kategorie gibt es keine Produkte',
    description: '{count, plural, one {# Produkt} other {# Produkte}} in {name}',
  },
  nl: {
    loading: 'Collectie laden',
    noProducts: 'Er zijn geen producten in deze categorie',
    description: '{count, plural, one {# product} other {# producten}} in {name}',
  },
  fr: {
    loading: 'Chargement de la collection',
    noProducts: 'Il n’y a aucun produit dans cette catégorie',
    description: '{count, plural, one {# produit} other {# produits}} dans {name}',
  },
  it: {
    loading: 'Caricamento della collezione',
    noProducts: 'Non ci sono prodotti in questa categoria',
    description: '{count, plural, one {# prodotto} other {# prodotti}} in {name}',
  },
  es: {
    loading: 'Cargando la colección',
    noProducts: 'No hay productos en esta categoría',
    description: '{count, plural, one {# producto} other {# productos}} en {name}',
  },
  'pt-BR': {
    loading: 'Carregando a coleção',
    noProducts: 'Não há produtos nesta categoria',
    description: '{count, plural, one {# produto} other {# produtos}} em {name}',
  },
  'en-GB': britishOf(messages),
});

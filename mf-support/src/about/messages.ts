import { britishOf, defineCatalog } from '@store/shared';
import { defineMessage, defineMessages } from 'react-intl';

/** The about page's chrome (the about text itself is the theme's); `en` is the SPEC's text. */
const messages = defineMessages({
  title: { id: 'about.title', defaultMessage: 'About' },
  noTextNamed: defineMessage<{ storeName: string }>({
    id: 'about.noTextNamed',
    defaultMessage: '{storeName} has not written an about text yet.',
  }),
  noText: { id: 'about.noText', defaultMessage: 'This store has not written an about text yet.' },
  products: { id: 'about.products', defaultMessage: 'Products' },
  loadingProducts: { id: 'about.loadingProducts', defaultMessage: 'Loading products' },
  productsFailed: {
    id: 'about.productsFailed',
    defaultMessage: 'Products could not be loaded right now.',
  },
  noProducts: { id: 'about.noProducts', defaultMessage: 'This store has no products yet.' },
});

export const ABOUT_MESSAGES = messages;

export const aboutCatalog = defineCatalog(messages, {
  de: {
    title: 'Über uns',
    noTextNamed: '{storeName} hat noch keinen Über-uns-Text geschrieben.',
    noText: 'Dieser Shop hat noch keinen Über-uns-Text geschrieben.',
    products: 'Produkte',
    loadingProducts: 'Produkte werden geladen',
    productsFailed: 'Die Produkte konnten gerade nicht geladen werden.',
    noProducts: 'Dieser Shop hat noch keine Produkte.',
  },
  nl: {
    title: 'Over ons',
    noTextNamed: '{storeName} heeft nog geen tekst over zichzelf geschreven.',
    noText: 'Deze winkel heeft nog geen tekst over zichzelf geschreven.',
    products: 'Producten',
    loadingProducts: 'Producten laden',
    productsFailed: 'De producten konden nu niet worden geladen.',
    noProducts: 'Deze winkel heeft nog geen producten.',
  },
  fr: {
    title: 'À propos',
    noTextNamed: '{storeName} n’a pas encore rédigé de présentation.',
    noText: 'Cette boutique n’a pas encore rédigé de présentation.',
    products: 'Produits',
    loadingProducts: 'Chargement des produits',
    productsFailed: 'Les produits n’ont pas pu être chargés pour le moment.',
    noProducts: 'Cette boutique n’a pas encore de produits.',
  },
  it: {
    title: 'Chi siamo',
    noTextNamed: '{storeName} non ha ancora scritto una presentazione.',
    noText: 'Questo negozio non ha ancora scritto una presentazione.',
    products: 'Prodotti',
    loadingProducts: 'Caricamento dei prodotti',
    productsFailed: 'Al momento non è stato possibile caricare i prodotti.',
    noProducts: 'Questo negozio non ha ancora prodotti.',
  },
  es: {
    title: 'Sobre nosotros',
    noTextNamed: '{storeName} todavía no ha escrito su presentación.',
    noText: 'Esta tienda todavía no ha escrito su presentación.',
    products: 'Productos',
    loadingProducts: 'Cargando productos',
    productsFailed: 'No se han podido cargar los productos en este momento.',
    noProducts: 'Esta tienda todavía no tiene productos.',
  },
  'pt-BR': {
    title: 'Sobre',
    noTextNamed: '{storeName} ainda não escreveu um texto de apresentação.',
    noText: 'Esta loja ainda não escreveu um texto de apresentação.',
    products: 'Produtos',
    loadingProducts: 'Carregando produtos',
    productsFailed: 'Não foi possível carregar os produtos agora.',
    noProducts: 'Esta loja ainda não tem produtos.',
  },
  'en-GB': britishOf(messages),
});

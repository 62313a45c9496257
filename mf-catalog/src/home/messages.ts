import { britishOf, defineCatalog } from '@store/shared';
import { defineMessage, defineMessages } from 'react-intl';

/** The home page's words; `en` is the SPEC's text (or ours where the SPEC gives none). */
const messages = defineMessages({
  featured: { id: 'home.featured', defaultMessage: 'Featured products' },
  loadMore: { id: 'home.loadMore', defaultMessage: 'Load more' },
  loading: { id: 'home.loading', defaultMessage: 'Loading…' },
  noProducts: { id: 'home.noProducts', defaultMessage: 'There are no products in this store yet.' },
  promises: { id: 'home.promises', defaultMessage: 'Our promises' },
  returnBanner: defineMessage<{ days: number }>({
    id: 'home.returnBanner',
    defaultMessage: '{days} Day Free Return Policy',
  }),
  deliveryNote: {
    id: 'home.deliveryNote',
    defaultMessage: 'Printed on demand for you, shipped within a few business days',
  },
  lovedByFans: defineMessage<{ count: number }>({
    id: 'home.lovedByFans',
    defaultMessage:
      '{count, plural, =0 {Loved by fans} one {Loved by fans: # order} other {Loved by fans: # orders}}',
  }),
  categories: { id: 'home.categories', defaultMessage: 'Categories' },
  hero: { id: 'home.hero', defaultMessage: 'Hero' },
  searchLabel: { id: 'home.searchLabel', defaultMessage: 'Search products' },
  search: { id: 'home.search', defaultMessage: 'Search' },
  promotions: { id: 'home.promotions', defaultMessage: 'Promotions' },
  copied: { id: 'home.copied', defaultMessage: 'Copied!' },
  /** The page's meta description when the hero says nothing (the store server writes the same). */
  description: defineMessage<{ store: string }>({
    id: 'home.description',
    defaultMessage: 'Shop the {store} store: merchandise printed to order.',
  }),
});

export const HOME_MESSAGES = messages;

export const homeCatalog = defineCatalog(messages, {
  de: {
    featured: 'Ausgewählte Produkte',
    loadMore: 'Mehr laden',
    loading: 'Wird geladen…',
    noProducts: 'In diesem Shop gibt es noch keine Produkte.',
    promises: 'Unsere Versprechen',
    returnBanner: '{days} Tage kostenlose Rückgabe',
    deliveryNote: 'Für dich auf Bestellung gedruckt, Versand innerhalb weniger Werktage',
    lovedByFans:
      '{count, plural, =0 {Von Fans geliebt} one {Von Fans geliebt: # Bestellung} other {Von Fans geliebt: # Bestellungen}}',
    categories: 'Kategorien',
    hero: 'Titelbereich',
    searchLabel: 'Produkte suchen',
    search: 'Suchen',
    promotions: 'Aktionen',
    copied: 'Kopiert!',
    description: 'Im Shop von {store} einkaufen: Merch, auf Bestellung gedruckt.',
  },
  nl: {
    featured: 'Uitgelichte producten',
    loadMore: 'Meer laden',
    loading: 'Laden…',
    noProducts: 'Deze winkel heeft nog geen producten.',
    promises: 'Onze beloften',
    returnBanner: '{days} dagen gratis retourneren',
    deliveryNote: 'Speciaal voor jou gedrukt, verzonden binnen enkele werkdagen',
    lovedByFans:
      '{count, plural, =0 {Geliefd bij fans} one {Geliefd bij fans: # bestelling} other {Geliefd bij fans: # bestellingen}}',
    categories: 'Categorieën',
    hero: 'Uitgelicht',
    searchLabel: 'Producten zoeken',
    search: 'Zoeken',
    promotions: 'Acties',
    copied: 'Gekopieerd!',
    description: 'Shop in de winkel van {store}: merch, op bestelling gedrukt.',
  },
  fr: {
    featured: 'Produits phares',
    loadMore: 'Voir plus',
    loading: 'Chargement…',
    noProducts: 'Cette boutique n’a pas encore de produits.',
    promises: 'Nos engagements',
    returnBanner: 'Retours gratuits sous {days} jours',
    deliveryNote: 'Imprimé à la demande pour vous, expédié sous quelques jours ouvrés',
    lovedByFans:
      '{count, plural, =0 {Adoré par les fans} one {Adoré par les fans : # commande} other {Adoré par les fans : # commandes}}',
    categories: 'Catégories',
    hero: 'Bannière',
    searchLabel: 'Rechercher des produits',
    search: 'Rechercher',
    promotions: 'Promotions',
    copied: 'Copié !',
    description: 'Achetez dans la boutique {store} : des articles imprimés à la demande.',
  },
  it: {
    featured: 'Prodotti in evidenza',
    loadMore: 'Carica altri',
    loading: 'Caricamento…',
    noProducts: 'Questo negozio non ha ancora prodotti.',
    promises: 'Le nostre promesse',
    returnBanner: 'Reso gratuito entro {days} giorni',
    deliveryNote: 'Stampato su richiesta per te, spedito in pochi giorni lavorativi',
    lovedByFans:
      '{count, plural, =0 {Amato dai fan} one {Amato dai fan: # ordine} other {Amato dai fan: # ordini}}',
    categories: 'Categorie',
    hero: 'In primo piano',
    searchLabel: 'Cerca prodotti',
    search: 'Cerca',
    promotions: 'Promozioni',
    copied: 'Copiato!',
    description: 'Acquista nel negozio di {store}: merchandising stampato su ordinazione.',
  },
  es: {
    featured: 'Productos destacados',
    loadMore: 'Cargar más',
    loading: 'Cargando…',
    noProducts: 'Esta tienda todavía no tiene productos.',
    promises: 'Nuestras promesas',
    returnBanner: 'Devolución gratuita en {days} días',
    deliveryNote: 'Impreso bajo demanda para ti, enviado en pocos días hábiles',
    lovedByFans:
      '{count, plural, =0 {Favorito de los fans} one {Favorito de los fans: # pedido} other {Favorito de los fans: # pedidos}}',
    categories: 'Categorías',
    hero: 'Portada',
    searchLabel: 'Buscar productos',
    search: 'Buscar',
    promotions: 'Promociones',
    copied: '¡Copiado!',
    description: 'Compra en la tienda de {store}: productos impresos bajo pedido.',
  },
  'pt-BR': {
    featured: 'Produtos em destaque',
    loadMore: 'Carregar mais',
    loading: 'Carregando…',
    noProducts: 'Esta loja ainda não tem produtos.',
    promises: 'Nossas promessas',
    returnBanner: 'Devolução grátis em {days} dias',
    deliveryNote: 'Impresso sob demanda para você, enviado em poucos dias úteis',
    lovedByFans:
      '{count, plural, =0 {Amado pelos fãs} one {Amado pelos fãs: # pedido} other {Amado pelos fãs: # pedidos}}',
    categories: 'Categorias',
    hero: 'Destaque',
    searchLabel: 'Pesquisar produtos',
    search: 'Pesquisar',
    promotions: 'Promoções',
    copied: 'Copiado!',
    description: 'Compre na loja {store}: produtos impressos sob encomenda.',
  },
  'en-GB': britishOf(messages),
});

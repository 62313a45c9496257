import {
  defineCatalog,
  type LocaleLoader,
  type LocaleTexts,
  type MessageSet,
} from '../i18n/catalog';

/**
 * react-intl's `defineMessages` (an identity the build's FormatJS plugin finds by its name and
 * precompiles), here without react-intl: the store server bundles this file and carries no React.
 */
const defineMessages = <K extends string>(messages: MessageSet<K>): MessageSet<K> => messages;

/**
 * The words of page heads: the page names of titles (and of the h1 where a page's heading is its
 * name), a collection's and the front page's descriptions. One catalog for the store server's
 * first HTML and every bundle's PageHead (shared/src/head/heads.ts); en is the SPEC's wording
 * where it has one ('Checkout | {store name}', 'Page not found', 'Login').
 */
export const HEAD_MESSAGES = defineMessages({
  search: { id: 'head.search', defaultMessage: 'Search' },
  cart: { id: 'head.cart', defaultMessage: 'Your cart' },
  checkout: { id: 'head.checkout', defaultMessage: 'Checkout' },
  thankYou: { id: 'head.thankYou', defaultMessage: 'Thank you for your order!' },
  login: { id: 'head.login', defaultMessage: 'Login' },
  notFound: { id: 'head.notFound', defaultMessage: 'Page not found' },
  terms: { id: 'head.terms', defaultMessage: 'Terms of Use' },
  privacy: { id: 'head.privacy', defaultMessage: 'Privacy Policy' },
  about: { id: 'head.about', defaultMessage: 'About' },
  support: { id: 'head.support', defaultMessage: 'Help centre' },
  track: { id: 'head.track', defaultMessage: 'Track your order' },
  recover: { id: 'head.recover', defaultMessage: 'Recover your order number' },
  contact: { id: 'head.contact', defaultMessage: 'Contact us' },
  contactSent: { id: 'head.contactSent', defaultMessage: 'Message sent' },
  liveChat: { id: 'head.liveChat', defaultMessage: 'Live chat' },
  /** A collection's description: its product count and name (the collection's or its route's). */
  collection: {
    id: 'head.collection',
    defaultMessage: '{count, plural, one {# product} other {# products}} in {name}',
  },
  /** The front page's description when its hero says nothing. */
  home: {
    id: 'head.home',
    defaultMessage: 'Shop the {store} store: merchandise printed to order.',
  },
});

export const headCatalog = defineCatalog(HEAD_MESSAGES);

/**
 * The head's texts in one locale but en. In a bundle they share the UI kit's chunk of that locale
 * (the same chunk name): a page asks for one chunk of kit words per language, not two.
 */
export const loadHeadTexts: LocaleLoader = (locale) =>
  import(/* webpackChunkName: "locale-ui-[request]" */ `./locales/${locale}.json`).then(
    (m: { default: LocaleTexts }) => m.default,
  );

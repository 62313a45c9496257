import type { MessageDescriptor } from 'react-intl';
import type { Listing } from '../types/catalog';
import type { SupportArticle } from '../types/support';
import { cutDescription, htmlText, metaDescription, pageTitle, sentences } from '../ui/pageText';
import type { Purifier } from '../ui/purifier';
import { HEAD_MESSAGES } from './messages';
import type { StoredTheme } from './pageHead';

/**
 * One message of the head catalog in the page's language: react-intl's `formatMessage` in a
 * bundle, `headTranslator`'s on the store server (the same catalog, the same formatter).
 */
export type Translate = (
  descriptor: MessageDescriptor,
  values?: Record<string, string | number>,
) => string;

/** What a page's head is worded with, besides the page's own data. */
export interface HeadWords {
  storeName: string;
  t: Translate;
  /**
   * DOMPurify, for data that may be HTML: the page's own in the browser (null until it is
   * loaded), one over a JSDOM window on the store server.
   */
  purify: Purifier | null;
}

/**
 * What a page's title and description say, and whether search engines may list it: the store
 * server writes it into the first HTML, the page's PageHead renders it in the browser, both from
 * the functions below over the same data.
 */
export interface HeadText {
  title: string;
  description: string | null;
  noindex: boolean;
}

/**
 * The default theme's en fillers (shared/src/ui/theme.ts DEFAULT_THEME_DATA), which a theme the
 * shell repaired holds where its owner wrote nothing: the browser's theme has them, the server's
 * (as stored) does not, and both mean no words of the owner's. Spelled out here because theme.ts
 * carries Emotion's typing, no part of the store server's build; heads.test.ts keeps them equal.
 */
const FILLERS = { cart: 'Your cart', login: 'Login', hero: 'Welcome to our store' } as const;

/** ui/theme.ts `ownThemeText`: the owner's text, or null for none, a blank or the filler. */
function ownText(value: unknown, filler: string): string | null {
  const own = typeof value === 'string' ? value.trim() : '';
  return own && own !== filler ? own : null;
}

/** The pages named by the head catalog alone (or by the theme's own words, cart and login). */
export type FixedPage =
  | 'search'
  | 'cart'
  | 'checkout'
  | 'thankYou'
  | 'login'
  | 'notFound'
  | 'terms'
  | 'privacy'
  | 'about'
  | 'support'
  | 'track'
  | 'recover'
  | 'contact'
  | 'contactSent'
  | 'liveChat';

/** Pages with nothing to index, or private to one shopper. */
const UNLISTED: ReadonlySet<FixedPage> = new Set<FixedPage>([
  'search',
  'cart',
  'checkout',
  'thankYou',
  'login',
  'notFound',
  'contactSent',
]);

/** The page's name in the shopper's language (its h1 where the page shows its name). */
export const pageName = (page: FixedPage, w: Pick<HeadWords, 't'>): string =>
  w.t(HEAD_MESSAGES[page]);

/**
 * A page at a fixed address: "{name} | {store}", undescribed. `own` is the store owner's name for
 * it (the theme's), shown instead where there is one.
 */
export function fixedPageHead(
  page: FixedPage,
  w: HeadWords,
  own: string | null = null,
): HeadText & { name: string } {
  const name = own ?? pageName(page, w);
  return {
    name,
    title: pageTitle(name, w.storeName),
    description: null,
    noindex: UNLISTED.has(page),
  };
}

/** The cart under the theme's cart title where the owner wrote one. */
export const cartHead = (theme: StoredTheme, w: HeadWords) =>
  fixedPageHead('cart', w, ownText(theme.content?.cart?.title, FILLERS.cart));

/** The password page under the theme's login title where the owner wrote one. */
export const loginHead = (theme: StoredTheme, w: HeadWords) =>
  fixedPageHead('login', w, ownText(theme.content?.login?.title, FILLERS.login));

/** About, described by the owner's about text (each entry HTML, read apart). */
export function aboutHead(theme: StoredTheme, w: HeadWords): HeadText & { name: string } {
  const entries = (theme.content?.about?.aboutText ?? []).map((e) => htmlText(e.text, w.purify));
  const text = entries.filter((e): e is string => Boolean(e)).join(' ');
  return { ...fixedPageHead('about', w), description: cutDescription(text) || null };
}

/**
 * A listing under the store, described by its description's text (its title without one); a
 * private listing is shared by link only, never a search result.
 */
export const listingHead = (
  l: Pick<Listing, 'title' | 'description' | 'visibility'>,
  w: HeadWords,
): HeadText => ({
  title: pageTitle(l.title, w.storeName),
  description: metaDescription(l.description, w.purify) || l.title,
  noindex: l.visibility !== 'public',
});

/** A collection (or the extra route that shows one, by its own name) and its product count. */
export const collectionHead = (c: { name: string; count: number }, w: HeadWords): HeadText => ({
  title: pageTitle(c.name, w.storeName),
  description: w.t(HEAD_MESSAGES.collection, { count: c.count, name: c.name }),
  noindex: false,
});

/** A support article, described by its body's text. */
export const articleHead = (a: Pick<SupportArticle, 'title' | 'body'>, w: HeadWords): HeadText => ({
  title: pageTitle(a.title, w.storeName),
  description: metaDescription(a.body, w.purify) || null,
  noindex: false,
});

type Hero = NonNullable<NonNullable<StoredTheme['content']>['heroBanner']>;

/**
 * What the hero says (title, subtitle, body, each a sentence) as a description; null when it says
 * nothing, or holds HTML while no purifier is at hand. The default theme's filler title is no
 * owner's word about the store.
 */
export function heroDescription(
  hero: Hero | null | undefined,
  purify: Purifier | null,
): string | null {
  const title = ownText(hero?.title, FILLERS.hero);
  const text = sentences([title, hero?.subtitle, hero?.body], purify);
  return text ? cutDescription(text) : null;
}

/** The front page: the store's name alone, described by its hero, else by a line about it. */
export const homeHead = (theme: StoredTheme, w: HeadWords): HeadText => ({
  title: pageTitle(null, w.storeName),
  description:
    heroDescription(theme.content?.heroBanner, w.purify) ??
    w.t(HEAD_MESSAGES.home, { store: w.storeName }),
  noindex: false,
});

/** Any address the store has no page at. */
export const notFoundHead = (w: HeadWords): HeadText => fixedPageHead('notFound', w);

import type { Collection, Listing } from '../types/catalog';
import type { SupportCategory } from '../types/support';
import type { ThemeData } from '../types/theme';
import type { Purifier } from '../ui/purifier';
import type { Translate } from './heads';
import type { JsonLd } from './jsonLd';

/** What the first HTML's head says about one page (issue 13). */
export interface PageHead {
  status: 200 | 404;
  title: string;
  description: string | null;
  /** Kept out of search results (and no canonical, alternates or structured data). */
  noindex: boolean;
  /** Absolute canonical URL of an indexable page. */
  canonical: string | null;
  /** The page's absolute URL without a query; each locale's alternate adds `?locale=`. */
  alternatesOf: string | null;
  ogType: 'website' | 'product';
  /** Absolute image URL for social cards. */
  image: string | null;
  price: { amount: string; currency: string } | null;
  jsonLd: JsonLd[];
  /** Social card site name (the store's), null for a locked store. */
  siteName: string | null;
}

/**
 * What a page's head is written from, as the commerce API answers it: the parts a page needs are
 * asked for only by the page that needs them (a listing's head reads its listing, a collection's
 * the store's collections), already in the shopper's currency.
 */
export interface PageData {
  /** GET /v1/stores/collections (the tree, with each collection's count). */
  collections(): Promise<Collection[]>;
  /** GET /v1/listings for a listing slug; null when the store has no such listing. */
  listing(slug: string): Promise<Listing | null>;
  /** GET /v1/support/articles. */
  supportCategories(): Promise<SupportCategory[]>;
}

export interface PageInput {
  /** The store's facts: null for a store that does not exist. */
  store: { slug: string; locked: boolean } | null;
  /** Its published theme (any part may be missing: StoredTheme). */
  theme: StoredTheme;
  /** Its record's name (the theme's wins). */
  recordName: string | null;
  pathname: string;
  origin: string;
  locale: string;
  /** The head catalog's words in `locale` (headTranslator). */
  t: Translate;
  /** DOMPurify, for descriptions read from HTML. */
  purify: Purifier;
  /** A valid `?locale=` in the address: the canonical URL keeps it. */
  localeInUrl: boolean;
  /** The runtime flag `support` (config.json): support pages exist only when it is on. */
  supportFlag: boolean;
  data: PageData;
}

/** Optional at every level of its objects (an array keeps its items' type). */
type DeepPartial<T> = T extends readonly unknown[]
  ? T
  : T extends object
    ? { [K in keyof T]?: DeepPartial<T[K]> }
    : T;

/**
 * A theme as stored and read back: not repaired (the shell repairs what it loads), and themes of
 * older shells lack parts, so any part may be missing.
 */
export type StoredTheme = DeepPartial<ThemeData>;

import type { StoreRow } from '../../catalog/stores';
import type { Db } from '../../db';
import type { Pricer } from '../../lib/currency';
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

export interface PageInput {
  db: Db;
  store: StoreRow | undefined;
  pathname: string;
  origin: string;
  locale: string;
  /** A valid `?locale=` in the address: the canonical URL keeps it. */
  localeInUrl: boolean;
  money: Pricer;
  /** The runtime flag `support` (config.json): support pages exist only when it is on. */
  supportFlag: boolean;
}

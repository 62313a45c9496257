import type { HeadText, HeadWords } from '../heads';
import type { Crumb } from '../jsonLd';
import type { PageHead, PageInput, StoredTheme } from '../pageHead';

/**
 * What every page describer gets: the request's page of an open store (an unknown or locked
 * store is answered before any describer runs), and the ways a head is made from it.
 */
export interface PageContext {
  i: PageInput & { store: { slug: string; locked: false } };
  /** The pathname without trailing slashes (`/` for the home page). */
  path: string;
  /** Any part may be missing (StoredTheme). */
  theme: StoredTheme;
  storeName: string;
  /** The head's words in the shopper's language, with the store's name and a purifier. */
  w: HeadWords;
  /** A page for search engines: canonical URL, alternates, site name. */
  indexable: (p: string, h: Partial<PageHead>) => PageHead;
  /** A page kept out of search results. */
  hidden: (h: Partial<PageHead>) => PageHead;
  /**
   * The page at `p` with the title, description and robots rule of shared's head functions (the
   * browser's PageHead says the same), plus what only the first HTML carries (`more`).
   */
  page: (p: string, h: HeadText, more?: Partial<PageHead>) => PageHead;
  notFound: () => PageHead;
  /** The breadcrumb of the home page, first of every trail. */
  home: Crumb;
  absolute: (p: string) => string;
}

/** A describer answers the pages of its route group, and null for any other path. */
export type PageDescriber = (c: PageContext) => PageHead | null | Promise<PageHead | null>;

export function decoded(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null; // a malformed escape names nothing
  }
}

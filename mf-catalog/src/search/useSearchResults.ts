import { loadOnce, type ProductTile } from '@store/shared';
import type Fuse from 'fuse.js';
import { useEffect, useLayoutEffect, useMemo, useState } from 'react';
import { useAllProductsQuery, useSearchResultsQuery } from '../store/catalogApi';
import { useStoreRead } from '../store/useStoreRead';
import {
  createProductSearch,
  isSearchable,
  loadFuse,
  searchPageOf,
  searchProducts,
  type FuseClass,
} from './productSearch';
import type { SuggestionSearcher } from './suggestionSearch';

interface ProductSearch {
  fuse: Fuse<ProductTile> | null;
  failed: boolean;
}

/**
 * A Fuse index over `products` once both they and Fuse.js are here (Fuse.js is fetched when the
 * first products are: the two requests run side by side).
 */
function useProductSearch(products: ProductTile[] | undefined): ProductSearch {
  const [fuseClass, setFuseClass] = useState<FuseClass | null>(null);
  const [failed, setFailed] = useState(false);
  const wanted = products !== undefined && fuseClass === null;
  useEffect(() => {
    if (!wanted) return undefined;
    let live = true;
    loadFuse().then(
      (loaded) => live && setFuseClass(() => loaded),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [wanted]);
  const fuse = useMemo(
    () => (fuseClass && products ? createProductSearch(products, fuseClass) : null),
    [fuseClass, products],
  );
  return { fuse, failed: failed && !fuse };
}

export interface SearchView {
  tiles: ProductTile[];
  total: number;
  page: number;
  totalPages: number;
  loading: boolean;
  failed: boolean;
}

/**
 * A term's results. The API searches (one page of tiles, in the server's render too, never the
 * store's whole catalogue); a preview searches here over its own reads, which include what is not
 * public yet.
 */
export function useSearchResults(term: string, page: number): SearchView {
  const read = useStoreRead();
  const searchable = isSearchable(term);
  const served = useSearchResultsQuery(
    { storeSlug: read.storeSlug, term: term.trim(), page },
    { skip: read.preview || !searchable },
  );
  const own = useAllProductsQuery(read, { skip: !read.preview });
  const { fuse, failed: fuseFailed } = useProductSearch(read.preview ? own.data : undefined);
  const searchedHere = useMemo(
    () => (read.preview && fuse ? searchPageOf(searchProducts(fuse, term), page) : undefined),
    [fuse, term, page, read.preview],
  );
  // The answer for this term and page only: another term's tiles never stand in while it loads.
  const data = read.preview ? searchedHere : served.currentData;
  const ownFailed = own.isError || fuseFailed;
  const pending = read.preview ? !data && !ownFailed : searchable && !data && !served.isError;
  return {
    tiles: data?.products ?? [],
    total: data?.total ?? 0,
    page: data?.page ?? page,
    totalPages: data?.totalPages ?? 1,
    loading: pending,
    failed: read.preview ? ownFailed : served.isError,
  };
}

/**
 * The box's suggestions while typing, from the store's product index, read only once the box is
 * wanted (focused or typed in): a page of results never waits for the whole catalogue. The search
 * runs off this thread (suggestionSearch.ts); until a term's answer arrives the last one stays, so
 * the list does not flicker between keystrokes. Each answer shown is marked for the bench and for
 * real-user timing (`performance.mark('store:suggestions', { detail: term })`).
 */
export function useSuggestions(draft: string, open: boolean, wanted: boolean): ProductTile[] {
  const products = useAllProductsQuery(useStoreRead(), { skip: !wanted });
  useEffect(() => {
    if (wanted) loadSuggestionSearch().catch(() => undefined);
  }, [wanted]);
  const searcher = useSuggestionSearcher(products.data);
  const [shown, setShown] = useState<{ term: string; tiles: ProductTile[] } | null>(null);
  const term = draft.trim();
  const searchable = open && isSearchable(term);
  // Asked while rendering, not after the commit, so the workers search while this thread renders
  // the keystroke. A term dropped for a later one, or one the index could not search, answers null
  // (a render React discards then leaves no rejection unhandled).
  const answer = useMemo(
    () => (searcher && searchable ? searcher.search(term).catch(() => null) : null),
    [searcher, term, searchable],
  );
  // A list closed, or a term too short, forgets its answer: the next term never opens on it.
  useEffect(() => {
    if (!searchable) setShown(null);
  }, [searchable]);
  useEffect(() => {
    if (!answer) return undefined;
    let live = true;
    void answer.then((tiles) => {
      if (live && tiles) setShown({ term, tiles });
    });
    return () => {
      live = false;
    };
  }, [answer, term]);
  useLayoutEffect(() => {
    // User Timing is in every browser the store serves; jsdom (the unit tests) has none.
    if (shown && 'mark' in performance)
      performance.mark('store:suggestions', { detail: shown.term });
  }, [shown]);
  return searchable && shown ? shown.tiles : [];
}

/**
 * The suggestions' search, fetched once the box is wanted, beside the index, so no first load
 * carries it; it fetches Fuse.js's worker client at once too.
 */
const loadSuggestionSearch = loadOnce(() =>
  import(/* webpackChunkName: "suggestion-search" */ './suggestionSearch').then((m) => {
    m.warmSuggestionSearch();
    return m;
  }),
);

/** The suggestion searcher over `products`, built when they arrive and closed when replaced. */
function useSuggestionSearcher(products: ProductTile[] | undefined): SuggestionSearcher | null {
  const [searcher, setSearcher] = useState<SuggestionSearcher | null>(null);
  useEffect(() => {
    if (!products) return undefined;
    let live = true;
    let made: SuggestionSearcher | null = null;
    loadSuggestionSearch()
      .then((m) => m.createSuggestionSearcher(products))
      .then(
        (s) => {
          made = s;
          if (live) setSearcher(s);
          else s.close();
        },
        // The search could not be fetched: no suggestions; the results page still searches (API).
        () => undefined,
      );
    return () => {
      live = false;
      made?.close();
      setSearcher(null);
    };
  }, [products]);
  return searcher;
}

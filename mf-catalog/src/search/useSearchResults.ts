import { AUTOCOMPLETE_LIMIT, type ProductTile } from '@store/shared';
import { useMemo } from 'react';
import { useAllProductsQuery, useSearchResultsQuery } from '../store/catalogApi';
import { useStoreRead } from '../store/useStoreRead';
import { createProductSearch, isSearchable, pageOf, searchProducts } from './productSearch';

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
  const fuse = useMemo(() => createProductSearch(own.data ?? []), [own.data]);
  const found = useMemo(
    () => (read.preview ? searchProducts(fuse, term) : []),
    [fuse, term, read.preview],
  );
  if (read.preview) {
    const shown = pageOf(found, page);
    return {
      tiles: shown.items,
      total: found.length,
      page: shown.page,
      totalPages: shown.totalPages,
      loading: !own.data && !own.isError,
      failed: own.isError,
    };
  }
  // The answer for this term and page only: another term's tiles never stand in while it loads.
  const data = served.currentData;
  return {
    tiles: data?.products ?? [],
    total: data?.total ?? 0,
    page: data?.page ?? page,
    totalPages: data?.totalPages ?? 1,
    loading: searchable && !data && !served.isError,
    failed: served.isError,
  };
}

/**
 * The box's suggestions while typing, from the store's product index, read only once the box is
 * wanted (focused or typed in): a page of results never waits for the whole catalogue.
 */
export function useSuggestions(draft: string, open: boolean, wanted: boolean): ProductTile[] {
  const products = useAllProductsQuery(useStoreRead(), { skip: !wanted });
  const fuse = useMemo(() => createProductSearch(products.data ?? []), [products.data]);
  return useMemo(
    () => (open ? searchProducts(fuse, draft).slice(0, AUTOCOMPLETE_LIMIT) : []),
    [fuse, draft, open],
  );
}

import { AUTOCOMPLETE_LIMIT, type ProductTile } from '@store/shared';
import { useMemo } from 'react';
import { useAllProductsQuery, useSearchResultsQuery } from '../store/catalogApi';
import { useStoreRead } from '../store/useStoreRead';
import { createProductSearch, isSearchable, searchPageOf, searchProducts } from './productSearch';

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
  const searchedHere = useMemo(
    () => (read.preview ? searchPageOf(searchProducts(fuse, term), page) : undefined),
    [fuse, term, page, read.preview],
  );
  // The answer for this term and page only: another term's tiles never stand in while it loads.
  const data = read.preview ? searchedHere : served.currentData;
  const pending = read.preview ? !own.data && !own.isError : searchable && !data && !served.isError;
  return {
    tiles: data?.products ?? [],
    total: data?.total ?? 0,
    page: data?.page ?? page,
    totalPages: data?.totalPages ?? 1,
    loading: pending,
    failed: read.preview ? own.isError : served.isError,
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

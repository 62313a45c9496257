import { AUTOCOMPLETE_LIMIT, type ProductTile } from '@store/shared';
import type Fuse from 'fuse.js';
import { useEffect, useMemo, useState } from 'react';
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
 * wanted (focused or typed in): a page of results never waits for the whole catalogue.
 */
export function useSuggestions(draft: string, open: boolean, wanted: boolean): ProductTile[] {
  const products = useAllProductsQuery(useStoreRead(), { skip: !wanted });
  const { fuse } = useProductSearch(products.data);
  return useMemo(
    () => (open && fuse ? searchProducts(fuse, draft).slice(0, AUTOCOMPLETE_LIMIT) : []),
    [fuse, draft, open],
  );
}

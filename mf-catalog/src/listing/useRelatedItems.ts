import { useMemo } from 'react';
import { useFeaturedProductsInfiniteQuery } from '../store/catalogApi';
import { useStoreRead } from '../store/useStoreRead';
import type { Listing } from './listingData';
import { relatedItems } from './RelatedItems';

/**
 * Related items are the store's first few other products: its first page (home's own read,
 * shared with it), not every page of the catalogue (50 requests on a 7,500-product store).
 */
export function useRelatedItems(listing: Listing) {
  const firstPage = useFeaturedProductsInfiniteQuery(useStoreRead()).data?.pages[0]?.products;
  // Stable between renders: a new list would hydrate the waiting shelf (HydrateOnDemand).
  return useMemo(() => relatedItems(firstPage ?? [], listing), [firstPage, listing]);
}

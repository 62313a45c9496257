import { useEffect, useRef } from 'react';
import { useRemoteDispatch } from '../store/hooks';
import type { Listing, ListingProduct } from './listingData';
import { itemViewed } from './listingSlice';
import { itemViewedOf } from './viewItem';

/** Reports view_item once per product id shown. */
export function useItemViewed(listing: Listing, product: ListingProduct | null): void {
  const dispatch = useRemoteDispatch();
  const tracked = useRef<string | null>(null);
  useEffect(() => {
    if (!product || tracked.current === product.productId) return;
    tracked.current = product.productId;
    dispatch(itemViewed(itemViewedOf(listing, product)));
  }, [product, listing, dispatch]);
}

import { useEffect, useRef } from 'react';
import { useRemoteDispatch } from '../store/hooks';
import type { Listing, ListingProduct } from './listingData';
import { itemViewed } from './listingSlice';

/** Reports view_item once per product id shown. */
export function useItemViewed(listing: Listing, product: ListingProduct | null): void {
  const dispatch = useRemoteDispatch();
  const tracked = useRef<string | null>(null);
  useEffect(() => {
    if (!product || tracked.current === product.productId) return;
    tracked.current = product.productId;
    dispatch(
      itemViewed({
        productId: product.productId,
        title: listing.title,
        price: product.price,
        currency: listing.currency,
        productType: product.productType,
      }),
    );
  }, [product, listing, dispatch]);
}

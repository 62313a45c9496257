import { skipToken } from '@reduxjs/toolkit/query/react';
import { useInventoryQuery, useNftAvailabilityQuery } from '../store/catalogApi';
import type { Listing, ListingProduct, Size, Variation } from './listingData';
import { inventoryKey, isNft } from './selection';

/**
 * The stock of the chosen colour and size (an NFT's: the listing's remaining count), keyed as
 * `isOutOfStock` reads it; empty until known.
 */
export function useChoiceStock(
  listing: Listing,
  product: ListingProduct | null,
  variation: Variation | null,
  size: Size | null,
): Record<string, number> {
  const colorId = variation?.variationId;
  const sizeId = size?.id;
  const nft = isNft(product, variation);
  const { data: sizeInventory } = useInventoryQuery(
    !nft && colorId && sizeId ? { colorId, sizeId } : skipToken,
  );
  const { data: nftCount } = useNftAvailabilityQuery(nft ? listing.listingId : skipToken);
  const stock = nft ? nftCount : sizeInventory;
  return colorId && sizeId && stock !== undefined ? { [inventoryKey(colorId, sizeId)]: stock } : {};
}

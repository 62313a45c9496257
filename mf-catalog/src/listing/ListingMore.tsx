import { HydrateOnDemand } from '@store/shared';
import { PreorderButton } from '../preorder/PreorderButton';
import type { Listing, ListingProduct, Size, Variation } from './listingData';
import { ListingTabs, ReturnPolicyBanner } from './ListingTabs';

export interface ListingMoreProps {
  listing: Listing;
  product: ListingProduct;
  variation: Variation | null;
  size: Size | null;
  digital: boolean;
}

/** Under the add form: pre-order (its own form, in a dialog), returns, and the details tabs. */
export function ListingMore({ listing, product, variation, size, digital }: ListingMoreProps) {
  return (
    <>
      {/* Outside the form: its own form opens in a dialog, and forms do not nest. */}
      {listing.preorder ? (
        <PreorderButton colorId={variation?.variationId} sizeId={size?.id} />
      ) : null}
      {digital ? null : <ReturnPolicyBanner />}
      {/* Below a phone's first screen: hydrates as it nears the viewport or is used. */}
      <HydrateOnDemand>
        <ListingTabs
          listing={listing}
          details={product.details}
          productName={product.productName || product.title}
          digital={digital}
        />
      </HydrateOnDemand>
    </>
  );
}

import { useRemote } from '@store/shared';
import type { Listing, ListingProduct, Size, Variation } from './listingData';
import { ColourPicker, LISTING_FIELDS, ProductTypePicker, SizePicker } from './OptionPickers';
import { isDigitalSizeOnly, sizesOf, visibleVariations } from './selection';
import { SizeGuide } from './SizeGuide';
import type { useListingChoice } from './useListingChoice';

export interface ListingPickersProps {
  listing: Listing;
  product: ListingProduct;
  variation: Variation | null;
  size: Size | null;
  go: ReturnType<typeof useListingChoice>['go'];
}

/**
 * The add form's choices (product type, colour and size, then the size guide), each a named
 * control (or a hidden field where there is nothing to choose) so the form posts the same choice
 * without script.
 */
export function ListingPickers({ listing, product, variation, size, go }: ListingPickersProps) {
  const { previewMode } = useRemote();
  const products = listing.products ?? [];
  const sizes = variation ? sizesOf(variation) : [];
  return (
    <>
      <input type="hidden" name={LISTING_FIELDS.slug} value={listing.slug} />
      {products.length < 2 ? (
        <input type="hidden" name={LISTING_FIELDS.product} value={product.productId} />
      ) : null}
      <ProductTypePicker
        products={products}
        selectedId={product.productId}
        onChange={(pid) => go({ pid })}
      />
      {variation ? (
        <ColourPicker
          variations={visibleVariations(product, previewMode)}
          selectedId={variation.variationId}
          onChange={(v) => go({ pid: product.productId, variation: v, size: size?.id })}
        />
      ) : null}
      {variation && size && isDigitalSizeOnly(sizes) ? (
        <input type="hidden" name={LISTING_FIELDS.size} value={size.id} />
      ) : null}
      {variation && !isDigitalSizeOnly(sizes) ? (
        <SizePicker
          sizes={sizes}
          selectedId={size?.id ?? ''}
          onChange={(s) =>
            go({ pid: product.productId, variation: variation.variationId, size: s })
          }
        />
      ) : null}
      <SizeGuide details={product.details} productName={product.productName || product.title} />
    </>
  );
}

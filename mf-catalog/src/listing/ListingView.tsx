import { Button, formatPrice, HydrateOnDemand, mq, useRemote } from '@store/shared';
import type { Listing } from './listingData';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Link } from '@store/shared/router';
import { skipToken } from '@reduxjs/toolkit/query/react';
import {
  useFeaturedProductsInfiniteQuery,
  useInventoryQuery,
  useNftAvailabilityQuery,
} from '../store/catalogApi';
import { useStoreRead } from '../store/useStoreRead';
import { useRemoteDispatch, useRemoteSelector } from '../store/hooks';
import { CartConfirmationModal } from './CartConfirmationModal';
import { Gallery, galleryImages } from './Gallery';
import { ListingTabs, ReturnPolicyBanner } from './ListingTabs';
import { FAN_VALIDATION_MIN_ORDERS, showsFanValidation } from './listingNotices';
import { LISTING_MESSAGES as m } from './messages';
import {
  ColourPicker,
  LISTING_FIELDS,
  ProductTypePicker,
  QuantityField,
  SizePicker,
} from './OptionPickers';
import { ListingFormNotice } from './ListingFormNotice';
import { useEarlyPicks } from './useEarlyPicks';
import { PreorderButton } from '../preorder/PreorderButton';
import { PrivateListingNotice } from './PrivateListingNotice';
import { RelatedItems, relatedItems } from './RelatedItems';
import { SizeGuide } from './SizeGuide';
import { StickyAddBar } from './StickyAddBar';
import { useListingChoice } from './useListingChoice';
import { useScrolledPast } from './useScrolledPast';
import { addListingToCart, cartConfirmationClosed, itemViewed } from './listingSlice';
import {
  inventoryKey,
  isDigital,
  isDigitalSizeOnly,
  isNft,
  isOutOfStock,
  priceOf,
  sizesOf,
  visibleVariations,
} from './selection';

export function ListingView({ listing }: { listing: Listing }) {
  const dispatch = useRemoteDispatch();
  const { config, previewMode } = useRemote();
  const { formatMessage: t } = useIntl();
  const confirmationOpen = useRemoteSelector((s) => s.listing.confirmationOpen);
  const adding = useRemoteSelector((s) => s.listing.adding);
  // Related items are the store's first few other products: its first page (home's own read,
  // shared with it), not every page of the catalogue (50 requests on a 7,500-product store).
  const firstPage = useFeaturedProductsInfiniteQuery(useStoreRead()).data?.pages[0]?.products;
  // Stable between renders: a new list would hydrate the waiting shelf (HydrateOnDemand).
  const related = useMemo(() => relatedItems(firstPage ?? [], listing), [firstPage, listing]);
  const [quantity, setQuantity] = useState(1);
  const [addButton, setAddButton] = useState<HTMLButtonElement | null>(null);
  const addScrolledAway = useScrolledPast(addButton);

  const { product, variation, size, go, adopt } = useListingChoice(listing);
  const form = useRef<HTMLFormElement>(null);
  useEarlyPicks(
    form,
    { pid: product?.productId ?? '', variation: variation?.variationId, size: size?.id, quantity },
    {
      choice: ({ pid, variation: v, size: s }) => adopt({ pid, variation: v, size: s }),
      quantity: setQuantity,
    },
  );

  // view_item once per product id.
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

  const colorId = variation?.variationId;
  const sizeId = size?.id;
  const nft = isNft(product, variation);
  const { data: sizeInventory } = useInventoryQuery(
    !nft && colorId && sizeId ? { colorId, sizeId } : skipToken,
  );
  const { data: nftCount } = useNftAvailabilityQuery(nft ? listing.listingId : skipToken);
  const stock = nft ? nftCount : sizeInventory;
  const inventory =
    colorId && sizeId && stock !== undefined ? { [inventoryKey(colorId, sizeId)]: stock } : {};

  if (!product) {
    return (
      <div css={{ padding: 16 }}>
        <h1>{listing.title}</h1>
        <p>{t(m.notAvailable)}</p>
      </div>
    );
  }

  const price = priceOf(product, size);
  const outOfStock = isOutOfStock(variation, size, inventory);
  const digital = isDigital(listing, variation);

  const onAdd = () => {
    if (!variation || !size || outOfStock || adding) return;
    dispatch(
      addListingToCart({
        cart: {
          slug: listing.slug,
          listingId: listing.listingId,
          productId: product.productId,
          colorId: variation.variationId,
          sizeId: size.id,
          quantity,
        },
        analytics: {
          title: listing.title,
          price,
          currency: listing.currency,
          variant: `${variation.title || variation.color} / ${size.label}`,
        },
      }),
    );
  };

  // With script the cart service adds it (no page load); without, the form posts to the store
  // server's /cart/add, which applies the same rules and comes back here.
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    onAdd();
  };
  const products = listing.products ?? [];

  return (
    // Room under the page on phones for the sticky add bar, so it never covers the last links.
    <div css={{ padding: 16, [mq.mobile]: { paddingBottom: 96 } }}>
      {listing.visibility === 'private' ? <PrivateListingNotice /> : null}
      <div
        css={{
          display: 'grid',
          gap: 32,
          gridTemplateColumns: 'repeat(auto-fit, minmax(280px, 1fr))',
          marginTop: 16,
        }}
      >
        <Gallery title={listing.title} images={galleryImages(product, variation)} />
        <div css={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
          <h1 css={{ margin: 0 }}>{listing.title}</h1>
          <p css={{ margin: 0, fontSize: 22, fontWeight: 600 }} data-testid="listing-price">
            {formatPrice(price, listing.currency)}
          </p>
          {showsFanValidation(listing.orders, config.flags.fanValidation) ? (
            <p css={{ margin: 0, fontWeight: 600 }}>
              {t(m.fanValidation, { count: FAN_VALIDATION_MIN_ORDERS })}
            </p>
          ) : null}
          <ListingFormNotice title={listing.title} />
          <form
            ref={form}
            method="post"
            action="/cart/add"
            onSubmit={onSubmit}
            css={{ display: 'flex', flexDirection: 'column', gap: 16 }}
          >
            <input type="hidden" name={LISTING_FIELDS.slug} value={listing.slug} />
            {products.length < 2 ? (
              <input type="hidden" name={LISTING_FIELDS.product} value={product.productId} />
            ) : null}
            <ProductTypePicker
              // Set whenever there is a product (else the page returned above).
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
            {variation && size && isDigitalSizeOnly(sizesOf(variation)) ? (
              <input type="hidden" name={LISTING_FIELDS.size} value={size.id} />
            ) : null}
            {variation && !isDigitalSizeOnly(sizesOf(variation)) ? (
              <SizePicker
                sizes={sizesOf(variation)}
                selectedId={size?.id ?? ''}
                onChange={(s) =>
                  go({ pid: product.productId, variation: variation.variationId, size: s })
                }
              />
            ) : null}
            <SizeGuide
              details={product.details}
              productName={product.productName || product.title}
            />
            <QuantityField value={quantity} onChange={setQuantity} />
            {listing.preorder ? null : (
              <Button
                ref={setAddButton}
                type="submit"
                block
                disabled={outOfStock}
                aria-busy={adding}
              >
                {outOfStock ? t(m.outOfStock) : t(m.addToCart)}
              </Button>
            )}
          </form>
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
        </div>
      </div>
      <p css={{ marginTop: 32 }}>
        <Link to={`/contact?reason=report&listing=${encodeURIComponent(listing.slug)}`}>
          {t(m.report)}
        </Link>
      </p>
      <HydrateOnDemand>
        <RelatedItems items={related} />
      </HydrateOnDemand>
      {addScrolledAway ? (
        <StickyAddBar
          title={listing.title}
          price={formatPrice(price, listing.currency)}
          outOfStock={outOfStock}
          busy={adding}
          onAdd={onAdd}
        />
      ) : null}
      {confirmationOpen ? (
        <CartConfirmationModal
          title={listing.title}
          onClose={() => dispatch(cartConfirmationClosed())}
        />
      ) : null}
    </div>
  );
}

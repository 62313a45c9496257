import {
  Button,
  CAMPAIGN_ID_ATTRIBUTE,
  formatPrice,
  HOLDS_SUBMIT,
  mq,
  VIEW_ITEM_ATTRIBUTE,
} from '@store/shared';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useRemoteDispatch, useRemoteSelector } from '../store/hooks';
import { addToCartRequest } from './addToCartRequest';
import { ListingConfirmation } from './CartConfirmationModal';
import { Gallery, galleryImages } from './Gallery';
import type { Listing, ListingProduct } from './listingData';
import { ListingFormNotice } from './ListingFormNotice';
import { ListingHeading } from './ListingHeading';
import { ListingMore } from './ListingMore';
import { ListingPickers } from './ListingPickers';
import { addListingToCart } from './listingSlice';
import { LISTING_MESSAGES as m } from './messages';
import { QuantityField } from './OptionPickers';
import { PrivateListingNotice } from './PrivateListingNotice';
import { ListingAside } from './ListingAside';
import { isDigital, isOutOfStock, priceOf } from './selection';
import { StickyAddBar } from './StickyAddBar';
import { useChoiceStock } from './useChoiceStock';
import { useAddForm } from './useAddForm';
import { useItemViewed } from './useItemViewed';
import { useListingChoice } from './useListingChoice';
import { useScrolledPast } from './useScrolledPast';
import { itemViewedOf, viewItemEcommerce } from './viewItem';

const columnsCss = {
  display: 'grid',
  gap: 32,
  gridTemplateColumns: 'repeat(auto-fit, minmax(280px, 1fr))',
  marginTop: 16,
};

/**
 * What the page's HTML says was viewed, for a page only looked at (shared's pageView script): the
 * listing the tracking service is told of, and the product of its view_item.
 */
const viewedAs = (listing: Listing, product?: ListingProduct | null) => ({
  [CAMPAIGN_ID_ATTRIBUTE]: listing.listingId,
  ...(product
    ? { [VIEW_ITEM_ATTRIBUTE]: JSON.stringify(viewItemEcommerce(itemViewedOf(listing, product))) }
    : {}),
});

/** A listing without the product asked for: its name, and that it is not available. */
function ListingWithoutProduct({ listing }: { listing: Listing }) {
  const { formatMessage: t } = useIntl();
  return (
    <div css={{ padding: 16 }} {...viewedAs(listing)}>
      <h1>{listing.title}</h1>
      <p>{t(m.notAvailable)}</p>
    </div>
  );
}

export function ListingView({ listing }: { listing: Listing }) {
  const dispatch = useRemoteDispatch();
  const { formatMessage: t } = useIntl();
  const adding = useRemoteSelector((s) => s.listing.adding);
  const [addButton, setAddButton] = useState<HTMLButtonElement | null>(null);
  const addScrolledAway = useScrolledPast(addButton);

  const choice = useListingChoice(listing);
  const { product, variation, size, go } = choice;
  const { form, quantity, setQuantity } = useAddForm(choice);
  useItemViewed(listing, product);
  const inventory = useChoiceStock(listing, product, variation, size);

  if (!product) return <ListingWithoutProduct listing={listing} />;

  const price = priceOf(product, size);
  const outOfStock = isOutOfStock(variation, size, inventory);
  const digital = isDigital(listing, variation);

  // The add of the chosen colour and size, n of them: this page's, or the store server's form's.
  const added =
    variation && size
      ? (n: number) => addToCartRequest(listing, product, variation, size, n, price)
      : null;
  const onAdd = () => {
    if (!added || outOfStock || adding) return;
    dispatch(addListingToCart(added(quantity)));
  };

  // With script the cart service adds it, also for a tap held while the page went live (HOLDS_
  // SUBMIT); without, the store server's /cart/add applies the same rules and comes back here.
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    onAdd();
  };

  return (
    // Room under the page on phones for the sticky add bar, so it never covers the last links.
    <div css={{ padding: 16, [mq.mobile]: { paddingBottom: 96 } }} {...viewedAs(listing, product)}>
      {listing.visibility === 'private' ? <PrivateListingNotice /> : null}
      <div css={columnsCss}>
        <Gallery title={listing.title} images={galleryImages(product, variation)} />
        <div css={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
          <ListingHeading listing={listing} price={price} />
          <ListingFormNotice title={listing.title} added={added} />
          <form
            ref={form}
            method="post"
            action="/cart/add"
            {...HOLDS_SUBMIT}
            onSubmit={onSubmit}
            css={{ display: 'flex', flexDirection: 'column', gap: 16 }}
          >
            <ListingPickers
              listing={listing}
              product={product}
              variation={variation}
              size={size}
              go={go}
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
          <ListingMore
            listing={listing}
            product={product}
            variation={variation}
            size={size}
            digital={digital}
          />
        </div>
      </div>
      <ListingAside listing={listing} />
      {addScrolledAway ? (
        <StickyAddBar
          title={listing.title}
          price={formatPrice(price, listing.currency)}
          outOfStock={outOfStock}
          busy={adding}
          onAdd={onAdd}
        />
      ) : null}
      <ListingConfirmation title={listing.title} />
    </div>
  );
}

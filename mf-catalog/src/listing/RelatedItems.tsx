import { RELATED_ITEMS_LIMIT, type Listing, type ProductTile } from '@store/shared';
import { TileGrid } from '../tiles/TileGrid';

export const RELATED_LIST = 'You might also like';

/** At most 4 other store products. */
export function relatedItems(
  products: ProductTile[],
  listing: Pick<Listing, 'listingId' | 'slug'>,
): ProductTile[] {
  return products
    .filter((p) => p.listingId !== listing.listingId && p.slug !== listing.slug)
    .slice(0, RELATED_ITEMS_LIMIT);
}

export function RelatedItems({ items }: { items: ProductTile[] }) {
  if (!items.length) return null;
  return (
    <section aria-labelledby="related-heading" css={{ marginTop: 32 }}>
      <h2 id="related-heading">{RELATED_LIST}</h2>
      <TileGrid tiles={items} list={RELATED_LIST} />
    </section>
  );
}

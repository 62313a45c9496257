import { Button, RELATED_ITEMS_LIMIT, useMobileLayout, type ProductTile } from '@store/shared';
import type { Listing } from './listingData';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { LISTING_MESSAGES as m } from './messages';
import { TileGrid } from '../tiles/TileGrid';
import { carouselPage, GROUP_NARROW, GROUP_WIDE, showsCarousel } from './carousel';

/** The list's name in analytics and router state (English on purpose; the heading is translated). */
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

/**
 * 'You might also like' as SPEC §2's carousel: 3 a page on tablet and up, 2 below; Previous /
 * Next only with 3 or more items; no section for fewer than 2. The range shown is announced.
 */
export function RelatedItems({ items }: { items: ProductTile[] }) {
  const headingId = useId();
  const { formatMessage: t } = useIntl();
  const wide = !useMobileLayout();
  const [page, setPage] = useState(0);
  if (!showsCarousel(items.length)) return null;
  const view = carouselPage(items, wide ? GROUP_WIDE : GROUP_NARROW, page);
  return (
    <section aria-labelledby={headingId} aria-roledescription="carousel" css={{ marginTop: 32 }}>
      <div css={{ display: 'flex', alignItems: 'center', gap: 8, flexWrap: 'wrap' }}>
        <h2 id={headingId} css={{ marginRight: 'auto' }}>
          {t(m.related)}
        </h2>
        {view.showControls ? (
          <>
            <Button
              type="button"
              variant="secondary"
              aria-label={t(m.previousProducts)}
              disabled={view.page === 0}
              onClick={() => setPage(view.page - 1)}
            >
              ‹
            </Button>
            <Button
              type="button"
              variant="secondary"
              aria-label={t(m.nextProducts)}
              disabled={view.page >= view.pages - 1}
              onClick={() => setPage(view.page + 1)}
            >
              ›
            </Button>
          </>
        ) : null}
      </div>
      {view.showControls ? (
        <p aria-live="polite" css={(t) => ({ margin: '0 0 8px', color: t.tokens.muted })}>
          {t(m.range, { from: view.from, to: view.to, total: items.length })}
        </p>
      ) : null}
      <TileGrid
        tiles={view.items}
        list={RELATED_LIST}
        columns={wide ? GROUP_WIDE : GROUP_NARROW}
        priorityTiles={0}
      />
    </section>
  );
}

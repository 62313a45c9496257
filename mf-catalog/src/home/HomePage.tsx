import { Button, useRemote } from '@store/shared';
import { useMemo } from 'react';
import { PRODUCTS_FETCH_ERROR } from '../products/productTiles';
import { useFeaturedProductsInfiniteQuery } from '../store/catalogApi';
import { useStoreRead } from '../store/useStoreRead';
import { TileGrid, TileGridSkeleton } from '../tiles/TileGrid';
import { CategoryBanner } from './CategoryBanner';
import { HeroBanner } from './HeroBanner';
import { PromoBanner } from './PromoBanner';

export const FEATURED_LIST = 'Featured products';

export function HomePage() {
  const { theme } = useRemote();
  const featured = useFeaturedProductsInfiniteQuery(useStoreRead());
  const { data, isLoading, isError, hasNextPage, isFetchingNextPage, fetchNextPage } = featured;

  // Pages can overlap when the catalogue changes between them: a tile shows once.
  const tiles = useMemo(() => {
    const seen = new Set<string>();
    return (data?.pages ?? [])
      .flatMap((p) => p.products ?? [])
      .filter((t) => !seen.has(t.id) && Boolean(seen.add(t.id)));
  }, [data]);

  return (
    <div css={{ display: 'flex', flexDirection: 'column', gap: 32, padding: 16 }}>
      <HeroBanner hero={theme.content.heroBanner} />
      <PromoBanner banners={theme.content.promoBanners ?? []} />
      <CategoryBanner categories={theme.content.categories} />
      <section aria-labelledby="featured-heading">
        <h2 id="featured-heading">{FEATURED_LIST}</h2>
        {isLoading || (!data && !isError) ? (
          <TileGridSkeleton />
        ) : !data ? (
          <p role="alert">{`${PRODUCTS_FETCH_ERROR}. Please try again later.`}</p>
        ) : tiles.length === 0 ? (
          <p>There are no products in this store yet.</p>
        ) : (
          <TileGrid tiles={tiles} list={FEATURED_LIST} />
        )}
        {data && hasNextPage ? (
          <div css={{ display: 'flex', justifyContent: 'center', marginTop: 24 }}>
            <Button
              type="button"
              variant="secondary"
              disabled={isFetchingNextPage}
              aria-busy={isFetchingNextPage}
              onClick={() => void fetchNextPage()}
            >
              {isFetchingNextPage ? 'Loading…' : 'Load more'}
            </Button>
          </div>
        ) : null}
      </section>
    </div>
  );
}

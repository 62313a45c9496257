import { Button, useRemote } from '@store/shared';
import { useEffect } from 'react';
import { useRemoteDispatch, useRemoteSelector } from '../store/hooks';
import { PRODUCTS_FETCH_ERROR } from '../products/productTiles';
import { TileGrid, TileGridSkeleton } from '../tiles/TileGrid';
import { CategoryBanner } from './CategoryBanner';
import { HeroBanner } from './HeroBanner';
import { featuredPageRequested, homeOpened } from './homeSlice';

export const FEATURED_LIST = 'Featured products';

export function HomePage() {
  const { storeSlug } = useRemote();
  const dispatch = useRemoteDispatch();
  const home = useRemoteSelector((s) => s.home);

  useEffect(() => {
    if (home.storeSlug !== storeSlug || home.status === 'idle' || home.status === 'failed') {
      dispatch(homeOpened({ storeSlug }));
    }
    // Only when the store changes: a revisit keeps the pages already loaded.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [storeSlug, dispatch]);

  const loading = home.status === 'idle' || home.status === 'loading';
  return (
    <div css={{ display: 'flex', flexDirection: 'column', gap: 32, padding: 16 }}>
      <HeroBanner hero={home.theme?.content?.heroBanner ?? null} />
      <CategoryBanner categories={home.theme?.content?.categories ?? []} />
      <section aria-labelledby="featured-heading">
        <h2 id="featured-heading">{FEATURED_LIST}</h2>
        {loading ? (
          <TileGridSkeleton />
        ) : home.status === 'failed' ? (
          <p role="alert">{`${PRODUCTS_FETCH_ERROR}. Please try again later.`}</p>
        ) : home.products.length === 0 ? (
          <p>There are no products in this store yet.</p>
        ) : (
          <TileGrid tiles={home.products} list={FEATURED_LIST} />
        )}
        {home.status === 'loaded' && home.next != null ? (
          <div css={{ display: 'flex', justifyContent: 'center', marginTop: 24 }}>
            <Button
              type="button"
              variant="secondary"
              disabled={home.loadingMore}
              aria-busy={home.loadingMore}
              onClick={() =>
                dispatch(featuredPageRequested({ storeSlug, page: home.next ?? home.page + 1 }))
              }
            >
              {home.loadingMore ? 'Loading…' : 'Load more'}
            </Button>
          </div>
        ) : null}
      </section>
    </div>
  );
}

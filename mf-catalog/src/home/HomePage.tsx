import { useIntl } from 'react-intl';
import { HOME_MESSAGES as m } from './messages';
import { BUILD_LABEL } from '../buildLabel';
import {
  Button,
  enText,
  hasMarkup,
  homeHead,
  PageHead,
  useHeadWords,
  usePurifier,
  useRemote,
} from '@store/shared';
import { useEffect, useMemo, useState } from 'react';
import { PRODUCTS_MESSAGES } from '../products/messages';
import { useFeaturedProductsInfiniteQuery } from '../store/catalogApi';
import { useStoreRead } from '../store/useStoreRead';
import { TileGrid, TileGridSkeleton } from '../tiles/TileGrid';
import { useProgressiveList } from '../tiles/useProgressiveList';
import { AUTO_LOAD_MARGIN_PX, autoLoadsOnScroll } from './autoLoad';
import { CategoryBanner } from './CategoryBanner';
import { HeroBanner } from './HeroBanner';
import { PromoBanner } from './PromoBanner';
import { StorePromises } from './StorePromises';
import { useNearViewport } from './useNearViewport';

/** The featured list's name in analytics (not shown: always en). */
export const FEATURED_LIST = enText(m.featured);

export function HomePage() {
  const { formatMessage: t } = useIntl();
  const { theme, config } = useRemote();
  const featured = useFeaturedProductsInfiniteQuery(useStoreRead());
  const hero = theme.content.heroBanner;
  // Hero texts are plain as a rule: DOMPurify is fetched only for one holding markup.
  const words = useHeadWords(usePurifier(hasMarkup(hero.title, hero.subtitle, hero.body)));
  const { data, isLoading, isError, hasNextPage, isFetchingNextPage, fetchNextPage } = featured;

  // Pages can overlap when the catalogue changes between them: a tile shows once.
  const tiles = useMemo(() => {
    const seen = new Set<string>();
    return (data?.pages ?? [])
      .flatMap((p) => p.products)
      .filter((t) => !seen.has(t.id) && Boolean(seen.add(t.id)));
  }, [data]);

  // 150 tiles a page: rendered in batches as the shopper scrolls, not all before the first paint.
  const progressive = useProgressiveList(tiles);
  const autoLoad = autoLoadsOnScroll({
    pagesLoaded: data?.pages.length ?? 0,
    hasNextPage,
    pagination: theme.layout.pagination,
    productCache: config.flags.productCache,
  });
  const [gridEnd, setGridEnd] = useState<HTMLDivElement | null>(null);
  const nearEnd = useNearViewport(autoLoad ? gridEnd : null, AUTO_LOAD_MARGIN_PX);
  useEffect(() => {
    // The next page only once this one is all on screen.
    if (autoLoad && progressive.complete && nearEnd && !isFetchingNextPage) void fetchNextPage();
  }, [autoLoad, progressive.complete, nearEnd, isFetchingNextPage, fetchNextPage]);

  return (
    <div css={{ display: 'flex', flexDirection: 'column', gap: 32, padding: 16 }}>
      {/* The store's front page goes by the store's name alone. */}
      <PageHead {...homeHead(theme, words)} />
      <HeroBanner hero={hero} />
      <PromoBanner banners={theme.content.promoBanners ?? []} />
      <CategoryBanner categories={theme.content.categories} />
      <StorePromises tiles={tiles} />
      <section aria-labelledby="featured-heading">
        <h2 id="featured-heading">{t(m.featured)}</h2>
        {isLoading || (!data && !isError) ? (
          <TileGridSkeleton />
        ) : !data ? (
          <p role="alert">{t(PRODUCTS_MESSAGES.fetchFailed)}</p>
        ) : tiles.length === 0 ? (
          <p>{t(m.noProducts)}</p>
        ) : (
          <TileGrid tiles={progressive.shown} list={FEATURED_LIST} />
        )}
        <div key={progressive.shown.length} ref={progressive.sentinel} aria-hidden="true" />
        <div ref={setGridEnd} aria-hidden="true" />
        {/* Load more appears once this page is all on screen: before that, scrolling shows more. */}
        {data && hasNextPage && progressive.complete ? (
          <div css={{ display: 'flex', justifyContent: 'center', marginTop: 24 }}>
            <Button
              type="button"
              variant="secondary"
              disabled={isFetchingNextPage}
              aria-busy={isFetchingNextPage}
              onClick={() => void fetchNextPage()}
            >
              {isFetchingNextPage ? t(m.loading) : t(m.loadMore)}
            </Button>
          </div>
        ) : null}
      </section>
      {/* A release label (a canary build) names itself; ordinary builds show nothing. */}
      {BUILD_LABEL ? (
        <p css={(th) => ({ margin: 0, fontSize: 14, color: th.tokens.muted })}>
          {t(m.build, { label: BUILD_LABEL })}
        </p>
      ) : null}
    </div>
  );
}

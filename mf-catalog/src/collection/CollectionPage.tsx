import {
  collectionHead,
  findExtraRoute,
  PageHead,
  useHeadWords,
  useRemote,
  type Collection,
  type ExtraRoute,
} from '@store/shared';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate, useParams } from '@store/shared/router';
import { PRODUCTS_MESSAGES } from '../products/messages';
import { useCollectionProductsQuery, useCollectionsQuery } from '../store/catalogApi';
import type { AnsweredCollection } from '../store/deps';
import { useStoreRead } from '../store/useStoreRead';
import { TileGrid, TileGridSkeleton } from '../tiles/TileGrid';
import { useProgressiveList } from '../tiles/useProgressiveList';
import { findCollection } from './findCollection';
import { COLLECTION_MESSAGES as m } from './messages';

/** Pages of mf-support: when the catalog is still mounted there, it must not redirect again. */
const NOT_FOUND_PATHS = new Set(['404', 'listing-not-found']);

/**
 * The collection a slug names: its own, else the one a store-specific extra route shows under
 * that path (with the route's title as heading). A real collection always wins over a route.
 */
export function resolveCollection(
  collections: readonly AnsweredCollection[] | undefined,
  slug: string,
  extraRoutes: ExtraRoute[] | undefined,
): { collection: Collection | null; heading: string } {
  if (!collections) return { collection: null, heading: '' };
  const own = findCollection(collections, slug);
  if (own) return { collection: own, heading: own.name };
  const route = findExtraRoute(extraRoutes, `/${slug}`);
  const shown =
    route && 'collection' in route ? findCollection(collections, route.collection) : null;
  if (!route || !('collection' in route) || !shown) return { collection: null, heading: '' };
  return { collection: shown, heading: route.title ?? shown.name };
}

/** /:collectionSlug — one route per collection and sub-collection; unknown slugs go to /404. */
export function CollectionPage() {
  const { collectionSlug = '' } = useParams();
  const { storeSlug, theme } = useRemote();
  const words = useHeadWords();
  const navigate = useNavigate();
  const { formatMessage: t } = useIntl();
  const collections = useCollectionsQuery(storeSlug);
  const { collection, heading } = resolveCollection(
    collections.data,
    collectionSlug,
    theme.content.extraRoutes,
  );
  const read = useStoreRead();
  const products = useCollectionProductsQuery(
    collection ? { ...read, collection: collection.slug } : skipToken,
  );

  // Up to 150 tiles a page: rendered in batches as the shopper scrolls.
  const progressive = useProgressiveList(products.data ?? []);

  // A list of collections without this slug means it does not exist; a failed list proves nothing.
  const unknown = collections.isSuccess && !collection;
  useEffect(() => {
    if (unknown && !NOT_FOUND_PATHS.has(collectionSlug)) navigate('/404', { replace: true });
  }, [unknown, collectionSlug, navigate]);

  if (collections.isError)
    return (
      <div css={{ padding: 16 }}>
        <p role="alert">{t(PRODUCTS_MESSAGES.fetchFailed)}</p>
      </div>
    );
  if (!collection) return <TileGridSkeleton label={t(m.loading)} />;
  // The store's count until the products are in (the same list the page then shows).
  const count = products.data?.length ?? collection.total_count;
  return (
    <div css={{ padding: 16 }}>
      <PageHead {...collectionHead({ name: heading, count }, words)} />
      <h1>{heading}</h1>
      {products.isError ? (
        <p role="alert">{t(PRODUCTS_MESSAGES.fetchFailed)}</p>
      ) : !products.data ? (
        <TileGridSkeleton />
      ) : products.data.length === 0 ? (
        <p>{t(m.noProducts)}</p>
      ) : (
        <>
          <TileGrid tiles={progressive.shown} list={heading} />
          <div key={progressive.shown.length} ref={progressive.sentinel} aria-hidden="true" />
        </>
      )}
    </div>
  );
}

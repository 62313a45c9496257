import { useRemote } from '@store/shared';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useRemoteDispatch, useRemoteSelector } from '../store/hooks';
import { PRODUCTS_FETCH_ERROR } from '../products/productTiles';
import { TileGrid, TileGridSkeleton } from '../tiles/TileGrid';
import { collectionProductsRequested, collectionsRequested } from './collectionSlice';
import { findCollection } from './findCollection';

/** Pages of mf-support: when the catalog is still mounted there, it must not redirect again. */
const NOT_FOUND_PATHS = new Set(['404', 'listing-not-found']);

/** /:collectionSlug — one route per collection and sub-collection; unknown slugs go to /404. */
export function CollectionPage() {
  const { collectionSlug = '' } = useParams();
  const { storeSlug } = useRemote();
  const dispatch = useRemoteDispatch();
  const navigate = useNavigate();
  const state = useRemoteSelector((s) => s.collection);
  const collection =
    state.status === 'loaded' ? findCollection(state.collections, collectionSlug) : null;
  const entry = collection ? state.products[collection.slug] : undefined;

  useEffect(() => {
    if (state.storeSlug !== storeSlug || state.status === 'idle' || state.status === 'failed') {
      dispatch(collectionsRequested({ storeSlug }));
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [storeSlug, dispatch]);

  useEffect(() => {
    if (state.status === 'loaded' && !collection && !NOT_FOUND_PATHS.has(collectionSlug)) {
      navigate('/404', { replace: true });
    }
  }, [state.status, collection, collectionSlug, navigate]);

  const slug = collection?.slug;
  useEffect(() => {
    if (slug) dispatch(collectionProductsRequested({ storeSlug, collection: slug }));
  }, [slug, storeSlug, dispatch]);

  if (!collection) return <TileGridSkeleton label="Loading collection" />;
  return (
    <div css={{ padding: 16 }}>
      <h1>{collection.name}</h1>
      {!entry || entry.status === 'loading' ? (
        <TileGridSkeleton />
      ) : entry.status === 'failed' ? (
        <p role="alert">{`${PRODUCTS_FETCH_ERROR}. Please try again later.`}</p>
      ) : entry.products.length === 0 ? (
        <p>There are no products for this category</p>
      ) : (
        <TileGrid tiles={entry.products} list={collection.name} />
      )}
    </div>
  );
}

import { useRemote } from '@store/shared';
import { useEffect } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useRemoteDispatch, useRemoteSelector } from '../store/hooks';
import { ListingSkeleton } from './ListingSkeleton';
import { ListingView } from './ListingView';
import { listingRequested } from './listingSlice';

/** /listing/:slug?pid&variation&size — fetches the listing, skeleton until loaded. */
export function ListingPage() {
  const { slug = '' } = useParams();
  const [params] = useSearchParams();
  const { storeSlug } = useRemote();
  const dispatch = useRemoteDispatch();
  const navigate = useNavigate();
  const { status, listing, slug: loadedSlug } = useRemoteSelector((s) => s.listing);
  const pid = params.get('pid') || params.get('product');

  useEffect(() => {
    if (loadedSlug !== slug || status === 'idle') {
      dispatch(listingRequested({ slug, storeSlug, productId: pid }));
    }
    // The listing holds every product: a change of pid within it needs no refetch.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [slug, storeSlug, dispatch]);

  useEffect(() => {
    if (status === 'notFound' && loadedSlug === slug)
      navigate('/listing-not-found', { replace: true });
  }, [status, loadedSlug, slug, navigate]);

  if (status !== 'loaded' || !listing || loadedSlug !== slug) return <ListingSkeleton />;
  return <ListingView key={listing.listingId} listing={listing} />;
}

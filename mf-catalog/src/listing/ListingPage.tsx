import { useRemote } from '@store/shared';
import { useEffect, useRef } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useListingQuery } from '../store/catalogApi';
import { useRemoteDispatch } from '../store/hooks';
import { ListingSkeleton } from './ListingSkeleton';
import { ListingView } from './ListingView';
import { listingOpened } from './listingSlice';

/**
 * The product id a listing was opened with. The listing holds every product, so choosing another
 * product within it changes the URL's pid but must not fetch the listing again.
 */
function useOpeningPid(slug: string, pid: string | null): string | null {
  const opened = useRef({ slug, pid });
  if (opened.current.slug !== slug) opened.current = { slug, pid };
  return opened.current.pid;
}

/** /listing/:slug?pid&variation&size — fetches the listing, skeleton until loaded. */
export function ListingPage() {
  const { slug = '' } = useParams();
  const [params] = useSearchParams();
  const { storeSlug } = useRemote();
  const dispatch = useRemoteDispatch();
  const navigate = useNavigate();
  const productId = useOpeningPid(slug, params.get('pid') || params.get('product'));
  const { data: listing, isError } = useListingQuery({ slug, storeSlug, productId });

  useEffect(() => {
    dispatch(listingOpened({ slug }));
  }, [slug, dispatch]);

  useEffect(() => {
    if (isError) navigate('/listing-not-found', { replace: true });
  }, [isError, navigate]);

  if (!listing) return <ListingSkeleton />;
  return <ListingView key={listing.listingId} listing={listing} />;
}

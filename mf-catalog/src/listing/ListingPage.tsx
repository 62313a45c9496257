import {
  hasMarkup,
  listingHead,
  PageHead,
  takeSentCampaignView,
  useHeadWords,
  usePurifier,
} from '@store/shared';
import type { Listing } from './listingData';
import { useEffect, useRef } from 'react';
import { useNavigate, useParams, useSearchParams } from '@store/shared/router';
import { useListingQuery } from '../store/catalogApi';
import { useStoreRead } from '../store/useStoreRead';
import { useRemoteDispatch } from '../store/hooks';
import { ListingSkeleton } from './ListingSkeleton';
import { ListingView } from './ListingView';
import { campaignViewed, listingOpened } from './listingSlice';

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
  const dispatch = useRemoteDispatch();
  const navigate = useNavigate();
  const productId = useOpeningPid(slug, params.get('pid') || params.get('product'));
  const read = useStoreRead();
  const { data: listing, error } = useListingQuery({ ...read, slug, productId });
  // A 401 is the shell's to answer (it sends the shopper to /login), not a missing listing.
  const notFound = error !== undefined && !('status' in error && error.status === 401);

  useEffect(() => {
    dispatch(listingOpened({ slug }));
  }, [slug, dispatch]);

  useEffect(() => {
    if (notFound) navigate('/listing-not-found', { replace: true });
  }, [notFound, navigate]);

  // Once per listing shown: the query it was opened with, and where the shopper came from. The
  // listing the page was served with was told of by the HTML's own script (shared campaignView).
  const listingId = listing?.listingId;
  const query = useRef(params.toString());
  query.current = params.toString();
  useEffect(() => {
    if (!listingId || takeSentCampaignView(listingId)) return;
    dispatch(
      campaignViewed({
        listingId,
        search: query.current,
        referrer: document.referrer,
      }),
    );
  }, [listingId, dispatch]);

  // While it loads the page claims no head: on a first visit the server's is this listing's.
  if (!listing) return <ListingSkeleton />;
  return (
    <>
      <ListingHead listing={listing} />
      <ListingView key={listing.listingId} listing={listing} />
    </>
  );
}

/** A private listing is shown to its link's holders (SPEC §2) and kept out of search results. */
function ListingHead({ listing }: { listing: Listing }) {
  const purify = usePurifier(hasMarkup(listing.description));
  return <PageHead {...listingHead(listing, useHeadWords(purify))} />;
}

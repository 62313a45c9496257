import { HydrateOnDemand } from '@store/shared';
import { useIntl } from 'react-intl';
import { Link } from '@store/shared/router';
import type { Listing } from './listingData';
import { LISTING_MESSAGES as m } from './messages';
import { RelatedItems } from './RelatedItems';
import { useRelatedItems } from './useRelatedItems';

/** Below the listing: the report link and related items (hydrated when near or used). */
export function ListingAside({ listing }: { listing: Listing }) {
  const { formatMessage: t } = useIntl();
  const related = useRelatedItems(listing);
  return (
    <>
      <p css={{ marginTop: 32 }}>
        <Link to={`/contact?reason=report&listing=${encodeURIComponent(listing.slug)}`}>
          {t(m.report)}
        </Link>
      </p>
      <HydrateOnDemand>
        <RelatedItems items={related} />
      </HydrateOnDemand>
    </>
  );
}

import { formatPrice, useRemote } from '@store/shared';
import { useIntl } from 'react-intl';
import type { Listing } from './listingData';
import { FAN_VALIDATION_MIN_ORDERS, showsFanValidation } from './listingNotices';
import { LISTING_MESSAGES as m } from './messages';

/** The listing's title, the chosen size's price and, past enough orders, its fan validation. */
export function ListingHeading({ listing, price }: { listing: Listing; price: number }) {
  const { config } = useRemote();
  const { formatMessage: t } = useIntl();
  return (
    <>
      <h1 css={{ margin: 0 }}>{listing.title}</h1>
      <p css={{ margin: 0, fontSize: 22, fontWeight: 600 }} data-testid="listing-price">
        {formatPrice(price, listing.currency)}
      </p>
      {showsFanValidation(listing.orders, config.flags.fanValidation) ? (
        <p css={{ margin: 0, fontWeight: 600 }}>
          {t(m.fanValidation, { count: FAN_VALIDATION_MIN_ORDERS })}
        </p>
      ) : null}
    </>
  );
}

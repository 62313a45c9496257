import { Banner } from '@store/shared';
import { Link, useSearchParams } from '@store/shared/router';
import { useIntl } from 'react-intl';
import { TILES_MESSAGES } from '../tiles/messages';
import { LISTING_MESSAGES as m } from './messages';

/**
 * What the store server's `/cart/add` form action did, told on the listing it redirects back to
 * (`?notice=`: api/src/host/actions/listingForm.ts). That path is taken before or without the
 * page's scripts, so this is plain markup, rendered on the server too, not the confirmation modal.
 */
export function ListingFormNotice({ title }: { title: string }) {
  const { formatMessage: t } = useIntl();
  const notice = useSearchParams()[0].get('notice');
  if (notice === 'added') {
    return (
      <Banner kind="success">
        <strong>{t(m.addedTitle)}</strong> {t(m.addedText, { title })}{' '}
        <Link to="/cart">{t(m.viewCart)}</Link>
      </Banner>
    );
  }
  if (notice === 'out-of-stock')
    return <Banner kind="error">{t(TILES_MESSAGES.outOfStockText)}</Banner>;
  if (notice === 'unavailable') return <Banner kind="error">{t(m.notAvailable)}</Banner>;
  return null;
}

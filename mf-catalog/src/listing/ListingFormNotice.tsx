import {
  ACTION_EVENT_ATTRIBUTE,
  ACTION_ID_ATTRIBUTE,
  ACTION_ID_PARAM,
  ADDED_QUANTITY_PARAM,
  Banner,
} from '@store/shared';
import { Link, useSearchParams } from '@store/shared/router';
import { useIntl } from 'react-intl';
import { TILES_MESSAGES } from '../tiles/messages';
import { addToCartEvent } from './addToCartRequest';
import type { AddToCartRequest } from './listingSlice';
import { LISTING_MESSAGES as m } from './messages';

/** A one-time id as the store server writes it (listingPageUrl): anything else is not one. */
const ACTION_ID = /^[0-9a-f]{16}$/;
/** The quantity a form may add (1–99, as the cart stores it). */
const QUANTITY = /^[1-9][0-9]?$/;

/**
 * What the store server's `/cart/add` form action did, told on the listing it redirects back to
 * (`?notice=`: server/src/actions/listingForm.ts). That path is taken before or without the
 * page's scripts, so this is plain markup, rendered on the server too, not the confirmation modal.
 * An add carries its add_to_cart (SPEC §7) for the page's early script to push once
 * (`ACTION_EVENT_ATTRIBUTE`, shared's paint events): `added(quantity)` is the add the chosen
 * colour and size make, as the live page would have told it.
 */
export function ListingFormNotice({
  title,
  added,
}: {
  title: string;
  added: ((quantity: number) => AddToCartRequest) | null;
}) {
  const { formatMessage: t } = useIntl();
  const [params] = useSearchParams();
  const notice = params.get('notice');
  if (notice === 'added') {
    const id = params.get(ACTION_ID_PARAM) ?? '';
    const quantity = params.get(ADDED_QUANTITY_PARAM) ?? '';
    const told =
      added && ACTION_ID.test(id) && QUANTITY.test(quantity)
        ? {
            [ACTION_ID_ATTRIBUTE]: id,
            [ACTION_EVENT_ATTRIBUTE]: JSON.stringify(addToCartEvent(added(Number(quantity)))),
          }
        : {};
    return (
      <div {...told}>
        <Banner kind="success">
          <strong>{t(m.addedTitle)}</strong> {t(m.addedText, { title })}{' '}
          <Link to="/cart">{t(m.viewCart)}</Link>
        </Banner>
      </div>
    );
  }
  if (notice === 'out-of-stock')
    return <Banner kind="error">{t(TILES_MESSAGES.outOfStockText)}</Banner>;
  if (notice === 'unavailable') return <Banner kind="error">{t(m.notAvailable)}</Banner>;
  return null;
}

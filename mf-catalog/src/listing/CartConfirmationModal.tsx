import { Button, Modal } from '@store/shared';
import { useIntl } from 'react-intl';
import { Link } from '@store/shared/router';
import { useRemoteDispatch, useRemoteSelector } from '../store/hooks';
import { cartConfirmationClosed } from './listingSlice';
import { LISTING_MESSAGES as m } from './messages';

export function CartConfirmationModal({ title, onClose }: { title: string; onClose: () => void }) {
  const { formatMessage: t } = useIntl();
  return (
    <Modal title={t(m.addedTitle)} name="cart-confirmation" onClose={onClose}>
      <p>{t(m.addedText, { title })}</p>
      <div css={{ display: 'flex', gap: 12, flexWrap: 'wrap', alignItems: 'center' }}>
        <Link to="/cart" onClick={onClose}>
          {t(m.viewCart)}
        </Link>
        <Button type="button" variant="secondary" onClick={onClose}>
          {t(m.continueShopping)}
        </Button>
      </div>
    </Modal>
  );
}

/** "Added to cart", once the cart service stored the item, until the shopper closes it. */
export function ListingConfirmation({ title }: { title: string }) {
  const dispatch = useRemoteDispatch();
  const open = useRemoteSelector((s) => s.listing.confirmationOpen);
  if (!open) return null;
  return <CartConfirmationModal title={title} onClose={() => dispatch(cartConfirmationClosed())} />;
}

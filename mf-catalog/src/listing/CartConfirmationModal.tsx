import { Button, Modal } from '@store/shared';
import { useIntl } from 'react-intl';
import { Link } from '@store/shared/router';
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

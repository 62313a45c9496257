import { Button, Modal } from '@store/shared';
import { useIntl } from 'react-intl';
import { Link } from '@store/shared/router';
import { LISTING_MESSAGES as lm } from '../listing/messages';
import { TILES_MESSAGES as m } from './messages';
import { useRemoteDispatch, useRemoteSelector } from '../store/hooks';
import { quickAddModalClosed } from './quickAddSlice';

/** quick-add-confirmation (closes itself after 6 s) and quick-add-out-of-stock. */
export function QuickAddModals() {
  const dispatch = useRemoteDispatch();
  const { formatMessage: t } = useIntl();
  const { modal, modalTitle } = useRemoteSelector((s) => s.quickAdd);
  const close = () => dispatch(quickAddModalClosed());
  if (modal === 'quick-add-confirmation') {
    return (
      <Modal title={t(lm.addedTitle)} name="quick-add-confirmation" onClose={close}>
        <p>{t(lm.addedText, { title: modalTitle })}</p>
        <div css={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
          <Link to="/cart" onClick={close}>
            {t(lm.viewCart)}
          </Link>
          <Button type="button" variant="secondary" onClick={close}>
            {t(lm.continueShopping)}
          </Button>
        </div>
      </Modal>
    );
  }
  if (modal === 'quick-add-out-of-stock') {
    return (
      <Modal title={t(lm.outOfStock)} name="quick-add-out-of-stock" onClose={close}>
        <p>{t(m.outOfStockText)}</p>
        <Button type="button" variant="secondary" onClick={close}>
          {t(lm.continueShopping)}
        </Button>
      </Modal>
    );
  }
  return null;
}

import { Button, Modal } from '@store/shared';
import { Link } from 'react-router-dom';
import { useRemoteDispatch, useRemoteSelector } from '../store/hooks';
import { quickAddModalClosed } from './quickAddSlice';

/** quick-add-confirmation (closes itself after 6 s) and quick-add-out-of-stock. */
export function QuickAddModals() {
  const dispatch = useRemoteDispatch();
  const { modal, modalTitle } = useRemoteSelector((s) => s.quickAdd);
  const close = () => dispatch(quickAddModalClosed());
  if (modal === 'quick-add-confirmation') {
    return (
      <Modal title="Added to cart" name="quick-add-confirmation" onClose={close}>
        <p>{modalTitle} was added to your cart.</p>
        <div css={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
          <Link to="/cart" onClick={close}>
            View cart
          </Link>
          <Button type="button" variant="secondary" onClick={close}>
            Continue shopping
          </Button>
        </div>
      </Modal>
    );
  }
  if (modal === 'quick-add-out-of-stock') {
    return (
      <Modal title="Out of stock" name="quick-add-out-of-stock" onClose={close}>
        <p>This product is out of stock.</p>
        <Button type="button" variant="secondary" onClick={close}>
          Continue shopping
        </Button>
      </Modal>
    );
  }
  return null;
}

import { Button, Modal } from '@store/shared';
import { Link } from 'react-router-dom';

export function CartConfirmationModal({ title, onClose }: { title: string; onClose: () => void }) {
  return (
    <Modal title="Added to cart" name="cart-confirmation" onClose={onClose}>
      <p>{title} was added to your cart.</p>
      <div css={{ display: 'flex', gap: 12, flexWrap: 'wrap', alignItems: 'center' }}>
        <Link to="/cart" onClick={onClose}>
          View cart
        </Link>
        <Button type="button" variant="secondary" onClick={onClose}>
          Continue shopping
        </Button>
      </div>
    </Modal>
  );
}

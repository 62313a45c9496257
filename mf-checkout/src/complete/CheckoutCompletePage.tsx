import { useEffect } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { bus, Spinner } from '@store/shared';

/** /checkout-complete/:cartId — destroys the cart, then replaces itself with /thankyou. */
export function CheckoutCompletePage() {
  const { cartId = '' } = useParams();
  const { search } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    bus.emit('cart:clear', { reason: 'order-complete' });
    navigate(`/thankyou${search}`, { replace: true });
  }, [cartId, search, navigate]);
  return <Spinner label="Completing your order" />;
}

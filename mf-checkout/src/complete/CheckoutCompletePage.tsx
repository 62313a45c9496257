import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate, useParams } from '@store/shared/router';
import { bus, PageHead, pageTitle, Spinner, useRemote } from '@store/shared';
import { COMPLETE_MESSAGES as m } from './messages';

/**
 * /checkout-complete/:cartId — destroys the cart, then replaces itself with /thankyou, carrying the
 * checkout id as `cart` (what the thank-you page reads the order by).
 */
export function CheckoutCompletePage() {
  const { formatMessage: t } = useIntl();
  const { storeName } = useRemote();
  const { cartId = '' } = useParams();
  const { search } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    bus.emit('cart:clear', { reason: 'order-complete' });
    const params = new URLSearchParams(search);
    if (cartId && !params.has('cart')) params.set('cart', cartId);
    const qs = params.toString();
    navigate(`/thankyou${qs ? `?${qs}` : ''}`, { replace: true });
  }, [cartId, search, navigate]);
  return (
    <>
      <PageHead title={pageTitle(t(m.completing), storeName)} noindex />
      <Spinner label={t(m.completing)} />
    </>
  );
}

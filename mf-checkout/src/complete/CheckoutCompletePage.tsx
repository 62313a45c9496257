import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate, useParams } from '@store/shared/router';
import { bus, fixedPageHead, PageHead, Spinner, useHeadWords } from '@store/shared';
import { COMPLETE_MESSAGES as m } from './messages';

/**
 * /checkout-complete/:cartId — destroys the cart, then replaces itself with /thankyou, carrying the
 * checkout id as `cart` (what the thank-you page reads the order by).
 */
export function CheckoutCompletePage() {
  const { formatMessage: t } = useIntl();
  // Titled as the thank-you page it turns into (as the store server titles it).
  const head = fixedPageHead('thankYou', useHeadWords());
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
      <PageHead title={head.title} noindex={head.noindex} />
      <Spinner label={t(m.completing)} />
    </>
  );
}

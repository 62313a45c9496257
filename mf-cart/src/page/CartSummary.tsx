import { useIntl } from 'react-intl';
import { useLocation } from '@store/shared/router';
import { Button, formatPrice, HOLDS_SUBMIT, useRemote } from '@store/shared';
import { checkoutStartActions } from '../checkout/checkoutStartSlice';
import { useRemoteDispatch, useRemoteSelector } from '../store/hooks';
import { cartPageActions } from './cartPageSlice';
import { CART_MESSAGES as m } from './messages';

/** The subtotal and the checkout button, a real form the store server answers without script. */
export function CartSummary({ subtotal, currency }: { subtotal: number; currency: string }) {
  const { storeSlug, previewMode } = useRemote();
  const { formatMessage: t } = useIntl();
  const dispatch = useRemoteDispatch();
  const location = useLocation();
  const creating = useRemoteSelector((s) => s.checkoutStart.creating);
  const preloadCheckout = () => dispatch(cartPageActions.checkoutPreloadWanted());
  const onCheckout = () => {
    const { search, pathname } = location;
    dispatch(checkoutStartActions.checkoutRequested({ storeSlug, previewMode, search, pathname }));
  };
  return (
    <section
      aria-labelledby="cart-summary-heading"
      css={(th) => ({
        padding: 16,
        background: th.tokens.surface,
        borderRadius: th.radii.md,
        alignSelf: 'start',
      })}
    >
      <h2 id="cart-summary-heading" css={{ marginTop: 0, fontSize: 20 }}>
        {t(m.summary)}
      </h2>
      <dl css={{ display: 'flex', justifyContent: 'space-between', margin: 0 }}>
        <dt>{t(m.subtotal)}</dt>
        <dd css={{ margin: 0, fontWeight: 600 }} data-testid="subtotal">
          {formatPrice(subtotal, currency)}
        </dd>
      </dl>
      <p css={{ fontSize: 14 }}>{t(m.shippingAtCheckout)}</p>
      {/* A real form: before or without the page's scripts the store server revalidates
          the cart and creates the checkout (/cart/checkout); with them the epic does. A press
          before the page is live is held for the epic (begin_checkout), within a bound. */}
      <form method="post" action="/cart/checkout" {...HOLDS_SUBMIT}>
        <input type="hidden" name="search" value={location.search} />
        <Button
          type="submit"
          block
          onClick={(e) => {
            e.preventDefault();
            onCheckout();
          }}
          onPointerEnter={preloadCheckout}
          onFocus={preloadCheckout}
          disabled={subtotal <= 0 || previewMode || creating}
          aria-busy={creating || undefined}
        >
          {t(m.checkout)}
        </Button>
      </form>
    </section>
  );
}

import type { Theme } from '@emotion/react';
import { useIntl } from 'react-intl';
import { CART_MESSAGES as m } from './messages';
import { useCallback, useEffect } from 'react';
import { BUILD_LABEL } from '../buildLabel';
import { Link, useLocation, useNavigate } from '@store/shared/router';
import {
  Button,
  formatPrice,
  mq,
  PageHead,
  pageTitle,
  useRemote,
  type CartLine,
  shopperCurrency,
} from '@store/shared';
import {
  selectLines,
  selectLoading,
  selectSubtotal,
  selectUnavailableItems,
} from '../cart/cartSelectors';
import { CART_CHECKOUT_MESSAGES as cm } from '../checkout/messages';
import { checkoutStartActions } from '../checkout/checkoutStartSlice';
import { useRemoteDispatch, useRemoteSelector } from '../store/hooks';
import { CartLineRow } from './CartLineRow';
import { cartPageActions } from './cartPageSlice';
import { CartSkeleton } from './CartSkeleton';
import { YouMightAlsoLike } from '../shelf/YouMightAlsoLike';
import { UnavailableItemsModal } from './UnavailableItemsModal';
import { useCartTitle } from './useCartTitle';

const alertCss = (t: Theme) => ({
  padding: 12,
  background: t.tokens.dangerSurface,
  color: t.tokens.danger,
  borderRadius: t.radii.md,
});

export function CartPage() {
  const { storeSlug, previewMode, storeName } = useRemote();
  const { formatMessage: t } = useIntl();
  const dispatch = useRemoteDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const title = useCartTitle();
  const lines = useRemoteSelector(selectLines);
  const loading = useRemoteSelector(selectLoading);
  const subtotal = useRemoteSelector(selectSubtotal);
  // Every line was priced by the server in the shopper's currency.
  const currency = lines[0]?.currency ?? shopperCurrency();
  const unavailable = useRemoteSelector(selectUnavailableItems);
  const modalOpen = useRemoteSelector((s) => s.cartPage.unavailableModal);
  const { creating, unavailableNotice, goTo } = useRemoteSelector((s) => s.checkoutStart);

  // The page's flows (epics) act only while it is on screen.
  useEffect(() => {
    dispatch(cartPageActions.opened());
    return () => {
      dispatch(cartPageActions.closed());
    };
  }, [dispatch]);

  // The router is the view's: a checkout attempt only says where to go.
  useEffect(() => {
    if (!goTo) return;
    dispatch(checkoutStartActions.navigated());
    navigate(goTo);
  }, [goTo, dispatch, navigate]);

  const preloadCheckout = useCallback(() => {
    dispatch(cartPageActions.checkoutPreloadWanted());
  }, [dispatch]);

  const onQuantity = useCallback(
    (line: CartLine, quantity: number) => {
      dispatch(cartPageActions.lineQuantityChosen({ line, quantity }));
    },
    [dispatch],
  );

  const onRemove = useCallback(
    (line: CartLine) => {
      dispatch(cartPageActions.lineRemoveChosen({ line }));
    },
    [dispatch],
  );

  const onCheckout = () => {
    const { search, pathname } = location;
    dispatch(checkoutStartActions.checkoutRequested({ storeSlug, previewMode, search, pathname }));
  };

  const removeUnavailable = () => {
    dispatch(cartPageActions.unavailableConfirmed({ skus: unavailable.map((i) => i.sku) }));
  };

  const showEmpty = !loading && lines.length === 0;
  const formNotice = new URLSearchParams(location.search).get('notice');

  return (
    <div css={{ maxWidth: 1100, margin: '0 auto', padding: '24px 16px' }}>
      {/* A shopper's own cart is no page for search engines. */}
      <PageHead title={pageTitle(title, storeName)} noindex />
      <h1>{title}</h1>
      {BUILD_LABEL && (
        <p css={(t) => ({ fontSize: 12, color: t.tokens.muted })}>
          {t(m.build, { label: BUILD_LABEL })}
        </p>
      )}
      {/* What the store server's checkout form did (it comes back here when it could not). */}
      {formNotice === 'checkout-failed' && (
        <p role="alert" css={alertCss}>
          {t(cm.failed)}
        </p>
      )}
      {(unavailableNotice || formNotice === 'unavailable') && (
        <p role="alert" css={alertCss}>
          {t(cm.unavailableNotice)}
        </p>
      )}
      {loading && lines.length === 0 ? (
        <CartSkeleton />
      ) : showEmpty ? (
        <div>
          <p>{t(m.empty)}</p>
          <Link to="/">{t(m.continueShopping)}</Link>
        </div>
      ) : (
        <div
          css={{
            display: 'grid',
            gap: 32,
            gridTemplateColumns: 'minmax(0, 2fr) minmax(260px, 1fr)',
            [mq.mobile]: { gridTemplateColumns: '1fr' },
          }}
        >
          <ul aria-label={t(m.items)} css={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {lines.map((line) => (
              <CartLineRow key={line.sku} line={line} onQuantity={onQuantity} onRemove={onRemove} />
            ))}
          </ul>
          <section
            aria-labelledby="cart-summary-heading"
            css={(t) => ({
              padding: 16,
              background: t.tokens.surface,
              borderRadius: t.radii.md,
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
                the cart and creates the checkout (/cart/checkout); with them the epic does. */}
            <form method="post" action="/cart/checkout">
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
        </div>
      )}
      {/* After the cart's listings load, so the shelf never offers what is already in it. */}
      {loading ? null : <YouMightAlsoLike cart={lines} />}
      {modalOpen && unavailable.length > 0 && (
        <UnavailableItemsModal items={unavailable} onConfirm={removeUnavailable} />
      )}
    </div>
  );
}

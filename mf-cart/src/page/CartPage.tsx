import { useIntl } from 'react-intl';
import { CART_MESSAGES as m } from './messages';
import { useCallback, useEffect, useRef, useState } from 'react';
import { BUILD_LABEL } from '../buildLabel';
import { Link, useLocation, useNavigate } from '@store/shared/router';
import {
  bus,
  Button,
  createCheckout,
  formatPrice,
  getListing,
  mq,
  PageHead,
  pageTitle,
  Skeleton,
  UNAVAILABLE_ITEMS_MODAL_DELAY_MS,
  useRemote,
  type CartLine,
  readAffiliate,
  shopperCurrency,
  readTrafficSource,
  variantText,
} from '@store/shared';
import {
  selectLines,
  selectLoading,
  selectSubtotal,
  selectUnavailableItems,
} from '../cart/cartSelectors';
import { cartActions } from '../cart/cartSlice';
import { CART_CHECKOUT_MESSAGES as cm } from '../checkout/messages';
import { runCheckout } from '../checkout/startCheckout';
import { useRemoteDispatch, useRemoteSelector } from '../store/hooks';
import { CartLineRow } from './CartLineRow';
import { YouMightAlsoLike } from '../shelf/YouMightAlsoLike';
import { UnavailableItemsModal } from './UnavailableItemsModal';
import { useCartTitle } from './useCartTitle';

const analyticsItem = (l: CartLine, quantity = l.quantity) => ({
  item_id: l.sku,
  item_name: l.title,
  item_variant: variantText(l.colorName, l.selectedSize.label),
  price: l.price,
  quantity,
});

function CartSkeleton() {
  const label = useIntl().formatMessage(m.loading);
  return (
    <div aria-busy="true" aria-label={label} css={{ display: 'grid', gap: 16 }}>
      {[0, 1].map((i) => (
        <div key={i} css={{ display: 'grid', gridTemplateColumns: '96px 1fr', gap: 16 }}>
          <Skeleton width={96} height={96} />
          <div css={{ display: 'grid', gap: 8 }}>
            <Skeleton width="60%" />
            <Skeleton width="40%" />
            <Skeleton width="20%" />
          </div>
        </div>
      ))}
    </div>
  );
}

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
  const [creating, setCreating] = useState(false);
  // The unavailable-items notice: a flag, its words follow the shopper's language.
  const [notice, setNotice] = useState(false);
  const [modalOpen, setModalOpen] = useState(false);
  const mounted = useRef(true);
  useEffect(
    () => () => {
      mounted.current = false;
    },
    [],
  );

  // The checkout's code loads while the shopper reads the cart (and again on hover or focus of
  // Checkout, should the first ask have come before the shell could take it).
  const hasLines = lines.length > 0;
  const preloadCheckout = useCallback(() => {
    bus.emit('remote:preload', { remote: 'mf-checkout' });
  }, []);
  useEffect(() => {
    if (hasLines) preloadCheckout();
  }, [hasLines, preloadCheckout]);

  // After the cart fetch, unavailable items open the modal 400 ms later (SPEC 4).
  const unavailableKey = unavailable.map((i) => i.sku).join('|');
  useEffect(() => {
    if (loading || !unavailableKey) return;
    const t = setTimeout(() => setModalOpen(true), UNAVAILABLE_ITEMS_MODAL_DELAY_MS);
    return () => clearTimeout(t);
  }, [loading, unavailableKey]);

  const removeUnavailable = () => {
    setModalOpen(false);
    dispatch(cartActions.itemsRemoved({ skus: unavailable.map((i) => i.sku) }));
  };

  const onQuantity = useCallback(
    (line: CartLine, quantity: number) => {
      if (quantity < line.quantity) {
        bus.emit('analytics:event', {
          event: 'remove_from_cart',
          ecommerce: { items: [analyticsItem(line, line.quantity - quantity)] },
        });
      }
      dispatch(cartActions.quantitySet({ sku: line.sku, quantity }));
    },
    [dispatch],
  );

  const onRemove = useCallback(
    (line: CartLine) => {
      bus.emit('analytics:event', {
        event: 'remove_from_cart',
        ecommerce: { items: [analyticsItem(line)] },
      });
      dispatch(cartActions.itemRemoved({ sku: line.sku }));
    },
    [dispatch],
  );

  const onCheckout = async () => {
    if (creating || previewMode || subtotal <= 0) return;
    setCreating(true);
    setNotice(false);
    bus.emit('analytics:event', {
      event: 'begin_checkout',
      ecommerce: { currency, value: subtotal, items: lines.map((l) => analyticsItem(l)) },
    });
    const outcome = await runCheckout(
      lines,
      storeSlug,
      {
        trafficSource: readTrafficSource(location.search),
        affiliate: readAffiliate(location.search),
      },
      { getListing, createCheckout },
    );
    if (!mounted.current) return;
    setCreating(false);
    if (outcome.kind === 'invalid') {
      dispatch(cartActions.itemsRemoved({ skus: outcome.items.map((i) => i.sku) }));
      dispatch(cartActions.listingsInvalidated());
      bus.emit('analytics:event', {
        event: 'cart_items_inactive',
        skus: outcome.items.map((i) => i.sku),
      });
      setNotice(true);
    } else if (outcome.kind === 'error') {
      const message =
        outcome.detail === undefined ? t(cm.failed) : t(cm.error, { message: outcome.detail });
      bus.emit('toast:show', { type: 'danger', message });
      if (location.pathname !== '/cart') navigate('/cart');
    } else {
      bus.emit('checkout:created', { checkout: outcome.checkout, storeSlug, at: Date.now() });
      navigate(`/checkout/${encodeURIComponent(outcome.checkout.id)}`);
    }
  };

  const showEmpty = !loading && lines.length === 0;

  return (
    <div css={{ maxWidth: 1100, margin: '0 auto', padding: '24px 16px' }}>
      {/* A shopper's own cart is no page for search engines. */}
      <PageHead title={pageTitle(title, storeName)} noindex />
      <h1>{title}</h1>
      {BUILD_LABEL && (
        <p css={(t) => ({ fontSize: 12, color: t.tokens?.muted })}>
          {t(m.build, { label: BUILD_LABEL })}
        </p>
      )}
      {notice && (
        <p
          role="alert"
          css={(t) => ({
            padding: 12,
            background: t.tokens?.dangerSurface,
            color: t.tokens?.danger,
            borderRadius: t.radii?.md,
          })}
        >
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
              background: t.tokens?.surface,
              borderRadius: t.radii?.md,
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
            <Button
              type="button"
              block
              onClick={() => void onCheckout()}
              onPointerEnter={preloadCheckout}
              onFocus={preloadCheckout}
              disabled={subtotal <= 0 || previewMode || creating}
              aria-busy={creating || undefined}
            >
              {t(m.checkout)}
            </Button>
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

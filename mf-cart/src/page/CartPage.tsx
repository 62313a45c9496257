import { useIntl } from 'react-intl';
import { CART_MESSAGES as m } from './messages';
import { useCallback } from 'react';
import { BUILD_LABEL } from '../buildLabel';
import { Link } from '@store/shared/router';
import {
  cartHead,
  mq,
  needsScriptWhen,
  PageHead,
  useHeadWords,
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
import { useRemoteDispatch, useRemoteSelector } from '../store/hooks';
import { CartLineRow } from './CartLineRow';
import { CartNotices } from './CartNotices';
import { cartPageActions } from './cartPageSlice';
import { CartSkeleton } from './CartSkeleton';
import { CartSummary } from './CartSummary';
import { YouMightAlsoLike } from '../shelf/YouMightAlsoLike';
import { UnavailableItemsModal } from './UnavailableItemsModal';
import { useCartPageFlows } from './useCartPageFlows';

export function CartPage() {
  const { theme } = useRemote();
  const { formatMessage: t } = useIntl();
  const dispatch = useRemoteDispatch();
  // The theme's cart title as the owner wrote it, else the catalog's in the shopper's language.
  const { name: title, ...head } = cartHead(theme, useHeadWords());
  const lines = useRemoteSelector(selectLines);
  const loading = useRemoteSelector(selectLoading);
  const subtotal = useRemoteSelector(selectSubtotal);
  // Every line was priced by the server in the shopper's currency.
  const currency = lines[0]?.currency ?? shopperCurrency();
  const unavailable = useRemoteSelector(selectUnavailableItems);
  const modalOpen = useRemoteSelector((s) => s.cartPage.unavailableModal);
  useCartPageFlows();

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

  const removeUnavailable = () => {
    dispatch(cartPageActions.unavailableConfirmed({ skus: unavailable.map((i) => i.sku) }));
  };

  const showEmpty = !loading && lines.length === 0;
  // The page's scripts wait for the shopper's first touch, unless the modal has to open by itself.
  const needsScript = needsScriptWhen(unavailable.length > 0);

  return (
    <div css={{ maxWidth: 1100, margin: '0 auto', padding: '24px 16px' }} {...needsScript}>
      {/* A shopper's own cart is no page for search engines (noindex). */}
      <PageHead {...head} />
      <h1>{title}</h1>
      {BUILD_LABEL && (
        <p css={(th) => ({ fontSize: 12, color: th.tokens.muted })}>
          {t(m.build, { label: BUILD_LABEL })}
        </p>
      )}
      <CartNotices />
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
          <CartSummary subtotal={subtotal} currency={currency} />
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

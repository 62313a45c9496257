import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { Link, useSearchParams } from '@store/shared/router';
import { fixedPageHead, formatPrice, PageHead, useHeadWords, variantText } from '@store/shared';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useOrderByCartIdQuery } from '../store/checkoutApi';
import { useRemoteDispatch } from '../store/hooks';
import { THANK_YOU_MESSAGES as m } from './messages';
import { thankYouLeft, thankYouShown } from './thankYouActions';

/** Order confirmation: the query data first, the order's items and total once loaded. */
export function ThankYouPage() {
  const { formatMessage: t } = useIntl();
  const { name: title, ...head } = fixedPageHead('thankYou', useHeadWords());
  const [params] = useSearchParams();
  const name = params.get('name') ?? '';
  const lookupNumber = params.get('orderLookupNumber') ?? '';
  const orderNumber = params.get('orderNumber') || lookupNumber;
  const cartId = params.get('cart') ?? '';
  const arrival = params.get('arrivalEstimate') ?? '';
  const { data: order, isSuccess, isError } = useOrderByCartIdQuery(cartId || skipToken);
  const loadStatus = isSuccess ? 'LOADED' : isError ? 'FAILURE' : 'NONE';

  const dispatch = useRemoteDispatch();
  // The purchase is reported by thankYouEpics.ts once the order is read.
  useEffect(() => {
    dispatch(thankYouShown({ orderNumber, cartId }));
    return () => {
      dispatch(thankYouLeft());
    };
  }, [dispatch, orderNumber, cartId]);

  const shownName = name || order?.customerName || '';
  const loaded = loadStatus === 'LOADED' && order;
  return (
    <div css={{ padding: 16, maxWidth: 720, margin: '0 auto' }}>
      {/* One shopper's order: never a search result (noindex). */}
      <PageHead {...head} />
      <h1>{title}</h1>
      {shownName ? <p>{t(m.thanks, { name: shownName })}</p> : null}
      {orderNumber ? <p>{t(m.orderNumber, { orderNumber })}</p> : null}
      {arrival ? <p>{t(m.arrival, { arrival })}</p> : null}
      {loaded ? (
        <section aria-labelledby="thankyou-items">
          <h2 id="thankyou-items" css={{ fontSize: 18 }}>
            {t(m.items)}
          </h2>
          <ul css={{ listStyle: 'none', padding: 0 }}>
            {order.items.map((i) => (
              <li key={i.sku} css={{ padding: '6px 0' }}>
                {i.title}
                {variantText(i.colorName, i.sizeLabel)
                  ? ` (${variantText(i.colorName, i.sizeLabel)})`
                  : ''}{' '}
                × {i.quantity} — {formatPrice(i.price * i.quantity, order.totalCost.currency)}
              </li>
            ))}
          </ul>
          <p>
            <strong>
              {t(m.total, {
                total: formatPrice(order.totalCost.amount, order.totalCost.currency),
              })}
            </strong>
          </p>
        </section>
      ) : null}
      <p css={{ display: 'flex', gap: 16 }}>
        <Link to="/track">{t(m.track)}</Link>
        <Link to="/">{t(m.continueShopping)}</Link>
      </p>
    </div>
  );
}

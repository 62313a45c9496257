import { Link } from 'react-router-dom';
import { formatPrice, type Checkout } from '@store/shared';

/** Line items and costs exactly as the server computed them (nothing summed here). */
export function OrderSummary({ checkout }: { checkout: Checkout }) {
  const c = checkout.costs;
  const currency = c?.total?.currency ?? 'USD';
  const money = (v: number | undefined) => formatPrice(v ?? 0, currency);
  const count = checkout.lineItems.reduce((n, li) => n + li.quantity, 0);
  const discount = c?.discount?.value ?? 0;
  return (
    <aside
      aria-label="Order summary"
      css={{ border: '1px solid #e5e7eb', borderRadius: 8, padding: 16 }}
    >
      <div css={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline' }}>
        <h2 css={{ fontSize: 18, margin: 0 }}>Order summary ({count})</h2>
        <Link to="/cart">Modify order</Link>
      </div>
      <ul css={{ listStyle: 'none', padding: 0, margin: '12px 0' }}>
        {checkout.lineItems.map((li) => (
          <li
            key={li.sku}
            css={{ display: 'flex', gap: 12, padding: '8px 0', borderBottom: '1px solid #f3f4f6' }}
          >
            {li.image ? (
              <img src={li.image} alt="" width={56} height={56} css={{ objectFit: 'cover' }} />
            ) : null}
            <div css={{ flex: 1 }}>
              <div css={{ fontWeight: 600 }}>{li.title}</div>
              <div css={{ fontSize: 14 }}>
                {[li.colorName, li.sizeLabel].filter(Boolean).join(' / ')}
              </div>
              <div css={{ fontSize: 14 }}>Quantity: {li.quantity}</div>
            </div>
            <div>{money(li.total)}</div>
          </li>
        ))}
      </ul>
      <dl css={{ display: 'grid', gridTemplateColumns: '1fr auto', gap: '4px 12px', margin: 0 }}>
        <dt>Subtotal</dt>
        <dd css={{ margin: 0 }}>{money(c?.lineItems?.value)}</dd>
        <dt>Shipping</dt>
        <dd css={{ margin: 0 }}>{money(c?.shipping?.value)}</dd>
        <dt>Tax</dt>
        <dd css={{ margin: 0 }}>{money(c?.tax?.value)}</dd>
        {discount ? (
          <>
            <dt>Discount</dt>
            <dd css={{ margin: 0 }}>-{money(Math.abs(discount))}</dd>
          </>
        ) : null}
        <dt css={{ fontWeight: 700 }}>Total</dt>
        <dd css={{ margin: 0, fontWeight: 700 }}>{money(c?.total?.value)}</dd>
      </dl>
    </aside>
  );
}

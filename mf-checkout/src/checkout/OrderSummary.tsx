import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Button, Modal, formatPrice, variantText, type Checkout } from '@store/shared';
import { hasFullAddress } from '../address/addressSchema';
import { hairline, narrowOnlyCss, wideOnlyCss } from './styles';

/** Shown instead of shipping and tax until the server can price them (they are not $0.00). */
export const PENDING_COST_TEXT = 'Calculated at next step';

const itemCount = (c: Checkout) => c.lineItems.reduce((n, li) => n + li.quantity, 0);
const currencyOf = (c: Checkout) => c.costs?.total?.currency ?? 'USD';

/** Line items and costs exactly as the server computed them (nothing summed here). */
export function SummaryDetails({ checkout, heading }: { checkout: Checkout; heading?: string }) {
  const c = checkout.costs;
  const money = (v: number | undefined) => formatPrice(v ?? 0, currencyOf(checkout));
  // Shipping is priced once a delivery option is saved, tax once the address is.
  const shippingKnown = Boolean(checkout.deliveryOption);
  const taxKnown = hasFullAddress(checkout.customer);
  const discount = c?.discount?.value ?? 0;
  const discountLabel = c?.discount?.type === 'free_shipping' ? 'Free shipping' : 'Discount';
  return (
    <>
      <div
        css={{
          display: 'flex',
          justifyContent: 'space-between',
          alignItems: 'baseline',
          flexWrap: 'wrap',
          gap: 8,
        }}
      >
        {heading ? <h2 css={{ fontSize: 18, margin: 0 }}>{heading}</h2> : null}
        <Link to="/cart">Modify order</Link>
      </div>
      <ul css={{ listStyle: 'none', padding: 0, margin: '12px 0' }}>
        {checkout.lineItems.map((li) => (
          <li
            key={li.sku}
            css={(t) => ({ display: 'flex', gap: 12, padding: '8px 0', borderBottom: hairline(t) })}
          >
            {li.image ? (
              <img src={li.image} alt="" width={56} height={56} css={{ objectFit: 'cover' }} />
            ) : null}
            <div css={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
              <div css={{ fontWeight: 600 }}>{li.title}</div>
              <div css={{ fontSize: 14 }}>{variantText(li.colorName, li.sizeLabel)}</div>
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
        <dd css={{ margin: 0 }}>{shippingKnown ? money(c?.shipping?.value) : PENDING_COST_TEXT}</dd>
        <dt>Tax</dt>
        <dd css={{ margin: 0 }}>{taxKnown ? money(c?.tax?.value) : PENDING_COST_TEXT}</dd>
        {discount ? (
          <>
            <dt>
              {discountLabel}
              {checkout.promoCode ? ` (${checkout.promoCode})` : ''}
            </dt>
            <dd css={{ margin: 0 }}>-{money(Math.abs(discount))}</dd>
          </>
        ) : null}
        <dt css={{ fontWeight: 700 }}>{shippingKnown && taxKnown ? 'Total' : 'Total so far'}</dt>
        <dd css={{ margin: 0, fontWeight: 700 }}>{money(c?.total?.value)}</dd>
      </dl>
    </>
  );
}

/** Narrow screens: 'Your cart (n)' with the total opens the summary in the shared modal. */
export function CartSummaryToggle({ checkout }: { checkout: Checkout }) {
  const [open, setOpen] = useState(false);
  const total = formatPrice(checkout.costs?.total?.value ?? 0, currencyOf(checkout));
  return (
    <>
      <Button
        type="button"
        variant="secondary"
        block
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
        css={{ justifyContent: 'space-between' }}
      >
        <span>Your cart ({itemCount(checkout)})</span>
        <span>{total}</span>
      </Button>
      {open ? (
        <Modal title="Your cart" name="cart-summary" onClose={() => setOpen(false)}>
          <SummaryDetails checkout={checkout} />
        </Modal>
      ) : null}
    </>
  );
}

/**
 * The summary column: the toggle on narrow screens, the summary panel on wide ones, then
 * `children` (the promo code), which both widths show.
 */
export function OrderSummary({ checkout, children }: { checkout: Checkout; children?: ReactNode }) {
  return (
    <div css={{ gridArea: 'summary', display: 'grid', gap: 16, minWidth: 0 }}>
      <div css={narrowOnlyCss}>
        <CartSummaryToggle checkout={checkout} />
      </div>
      <aside
        aria-label="Order summary"
        css={[
          wideOnlyCss,
          (t) => ({ border: hairline(t), borderRadius: t.radii?.md, padding: 16 }),
        ]}
      >
        <SummaryDetails checkout={checkout} heading={`Order summary (${itemCount(checkout)})`} />
      </aside>
      {children}
    </div>
  );
}

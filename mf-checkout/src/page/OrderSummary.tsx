import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from '@store/shared/router';
import { Button, Modal, formatPrice, variantText, type Checkout } from '@store/shared';
import { hasFullAddress } from '../address/addressSchema';
import { hairline, narrowOnlyCss, themeOf, wideOnlyCss } from '../ui/styles';

import { CHECKOUT_MESSAGES as m } from '../checkout/messages';

export { PENDING_COST_TEXT } from '../checkout/messages';

const itemCount = (c: Checkout) => c.lineItems.reduce((n, li) => n + li.quantity, 0);
const currencyOf = (c: Checkout) => c.costs.total.currency;

/** Line items and costs exactly as the server computed them (nothing summed here). */
export function SummaryDetails({ checkout, heading }: { checkout: Checkout; heading?: string }) {
  const { formatMessage: t } = useIntl();
  const c = checkout.costs;
  const money = (v: number | undefined) => formatPrice(v ?? 0, currencyOf(checkout));
  // Shipping is priced once a delivery option is saved, tax once the address is.
  const shippingKnown = Boolean(checkout.deliveryOption);
  const taxKnown = hasFullAddress(checkout.customer);
  const discount = c.discount.value;
  const freeShipping = c.discount.type === 'free_shipping';
  const code = checkout.promoCode;
  const discountLabel = code
    ? t(freeShipping ? m.freeShippingWithCode : m.discountWithCode, { code })
    : t(freeShipping ? m.freeShipping : m.discount);
  const pending = t(m.pendingCost);
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
        <Link to="/cart">{t(m.modifyOrder)}</Link>
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
              <div css={{ fontSize: 14 }}>{t(m.quantity, { quantity: li.quantity })}</div>
            </div>
            <div>{money(li.total)}</div>
          </li>
        ))}
      </ul>
      <dl css={{ display: 'grid', gridTemplateColumns: '1fr auto', gap: '4px 12px', margin: 0 }}>
        <dt>{t(m.subtotal)}</dt>
        <dd css={{ margin: 0 }}>{money(c.lineItems.value)}</dd>
        <dt>{t(m.shipping)}</dt>
        <dd css={{ margin: 0 }}>{shippingKnown ? money(c.shipping.value) : pending}</dd>
        <dt>{t(m.tax)}</dt>
        <dd css={{ margin: 0 }}>{taxKnown ? money(c.tax.value) : pending}</dd>
        {discount ? (
          <>
            <dt>{discountLabel}</dt>
            <dd css={{ margin: 0 }}>-{money(Math.abs(discount))}</dd>
          </>
        ) : null}
        <dt css={{ fontWeight: 700 }}>{t(shippingKnown && taxKnown ? m.total : m.totalSoFar)}</dt>
        <dd css={{ margin: 0, fontWeight: 700 }}>{money(c.total.value)}</dd>
      </dl>
    </>
  );
}

/** Narrow screens: 'Your cart (n)' with the total opens the summary in the shared modal. */
export function CartSummaryToggle({ checkout }: { checkout: Checkout }) {
  const { formatMessage: t } = useIntl();
  const [open, setOpen] = useState(false);
  const total = formatPrice(checkout.costs.total.value, currencyOf(checkout));
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
        <span>{t(m.yourCartCount, { count: itemCount(checkout) })}</span>
        <span>{total}</span>
      </Button>
      {open ? (
        <Modal title={t(m.yourCart)} name="cart-summary" onClose={() => setOpen(false)}>
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
  const { formatMessage: t } = useIntl();
  return (
    <div css={{ gridArea: 'summary', display: 'grid', gap: 16, minWidth: 0 }}>
      <div css={narrowOnlyCss}>
        <CartSummaryToggle checkout={checkout} />
      </div>
      <aside
        aria-label={t(m.summaryLabel)}
        css={[
          wideOnlyCss,
          (t) => ({ border: hairline(t), borderRadius: themeOf(t).radii.md, padding: 16 }),
        ]}
      >
        <SummaryDetails
          checkout={checkout}
          heading={t(m.summaryHeading, { count: itemCount(checkout) })}
        />
      </aside>
      {children}
    </div>
  );
}

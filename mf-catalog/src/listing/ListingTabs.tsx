import { useTheme } from '@emotion/react';
import {
  FREE_RETURN_DAYS,
  SafeHtml,
  shortDate,
  type BlankDetails,
  type Listing,
} from '@store/shared';
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { HOME_MESSAGES } from '../home/messages';
import { holidayNote } from './listingNotices';

export function ReturnPolicyBanner() {
  const banner = useIntl().formatMessage(HOME_MESSAGES.returnBanner, { days: FREE_RETURN_DAYS });
  return (
    <p
      css={(t) => ({
        margin: 0,
        padding: '8px 12px',
        background: t.tokens?.successSurface,
        border: `1px solid ${t.tokens?.success}`,
        borderRadius: t.radii?.md,
      })}
    >
      {banner}
    </p>
  );
}

function HolidayNote({ digital }: { digital: boolean }) {
  const note = holidayNote(new Date(), digital);
  return note ? <p css={{ fontWeight: 600 }}>{note}</p> : null;
}

export function DeliveryDetails({ listing, digital }: { listing: Listing; digital: boolean }) {
  if (digital) {
    return (
      <div>
        <HolidayNote digital />
        <p>
          This is a digital product: it is delivered by email as soon as your order is placed. No
          shipping is needed.
        </p>
        <p>Digital products are not eligible for returns once delivered.</p>
      </div>
    );
  }
  const ship = listing.fulfillmentDetails?.estimatedShipDate;
  return (
    <div>
      <HolidayNote digital={false} />
      <p>
        {ship && shortDate(ship)
          ? `Printed on demand for you. Estimated to ship by ${shortDate(ship)}.`
          : 'Printed on demand for you and shipped within a few business days.'}
      </p>
      <p>{`Not happy? Return it within ${FREE_RETURN_DAYS} days for free.`}</p>
      <ReturnPolicyBanner />
    </div>
  );
}

function ProductDetails({ details, fallback }: { details: BlankDetails | null; fallback: string }) {
  if (!details) return <p>{fallback}</p>;
  return (
    <dl>
      {details.description ? (
        <>
          <dt>About</dt>
          <dd>{details.description}</dd>
        </>
      ) : null}
      {details.materials ? (
        <>
          <dt>Materials</dt>
          <dd>{details.materials}</dd>
        </>
      ) : null}
      {details.fit ? (
        <>
          <dt>Fit</dt>
          <dd>{details.fit}</dd>
        </>
      ) : null}
      {details.comparableBrands ? (
        <>
          <dt>Comparable brands</dt>
          <dd>{details.comparableBrands}</dd>
        </>
      ) : null}
    </dl>
  );
}

export function ListingTabs({
  listing,
  details,
  productName,
  digital,
}: {
  listing: Listing;
  details: BlankDetails | null;
  productName: string;
  digital: boolean;
}) {
  const theme = useTheme();
  const base = useId();
  const [active, setActive] = useState(0);
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const tabs: { label: string; body: ReactNode }[] = [
    {
      label: 'Description',
      body: listing.description ? <SafeHtml html={listing.description} /> : <p>{listing.title}</p>,
    },
    { label: 'Product Details', body: <ProductDetails details={details} fallback={productName} /> },
    { label: 'Delivery Details', body: <DeliveryDetails listing={listing} digital={digital} /> },
  ];
  const onKeyDown = (e: KeyboardEvent) => {
    const delta = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
    let next: number;
    if (delta) next = (active + delta + tabs.length) % tabs.length;
    else if (e.key === 'Home') next = 0;
    else if (e.key === 'End') next = tabs.length - 1;
    else return;
    e.preventDefault();
    setActive(next);
    refs.current[next]?.focus();
  };
  return (
    <div>
      <div
        role="tablist"
        aria-label="Product information"
        css={(t) => ({ display: 'flex', gap: 4, borderBottom: `1px solid ${t.tokens?.border}` })}
      >
        {tabs.map((t, i) => (
          <button
            key={t.label}
            ref={(el) => {
              refs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`${base}-tab-${i}`}
            aria-selected={i === active}
            aria-controls={`${base}-panel-${i}`}
            tabIndex={i === active ? 0 : -1}
            onClick={() => setActive(i)}
            onKeyDown={onKeyDown}
            css={{
              minHeight: 44,
              padding: '0 12px',
              border: 0,
              background: 'none',
              color: 'inherit',
              cursor: 'pointer',
              fontWeight: 600,
              borderBottom: `3px solid ${i === active ? theme.colors?.text : 'transparent'}`,
            }}
          >
            {t.label}
          </button>
        ))}
      </div>
      {tabs.map((t, i) => (
        <div
          key={t.label}
          role="tabpanel"
          id={`${base}-panel-${i}`}
          aria-labelledby={`${base}-tab-${i}`}
          hidden={i !== active}
          tabIndex={0}
          css={{ padding: '12px 0' }}
        >
          {i === active ? t.body : null}
        </div>
      ))}
    </div>
  );
}

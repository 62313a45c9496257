import { useTheme } from '@emotion/react';
import { FREE_RETURN_DAYS, SafeHtml, shortDate } from '@store/shared';
import type { BlankDetails, Listing } from './listingData';
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { HOME_MESSAGES } from '../home/messages';
import { HOLIDAY_NOTE_MESSAGES, holidayNoteKind } from './listingNotices';
import { LISTING_MESSAGES as m } from './messages';

export function ReturnPolicyBanner() {
  const banner = useIntl().formatMessage(HOME_MESSAGES.returnBanner, { days: FREE_RETURN_DAYS });
  return (
    <p
      css={(t) => ({
        margin: 0,
        padding: '8px 12px',
        background: t.tokens.successSurface,
        border: `1px solid ${t.tokens.success}`,
        borderRadius: t.radii.md,
      })}
    >
      {banner}
    </p>
  );
}

function HolidayNote({ digital }: { digital: boolean }) {
  const { formatMessage: t } = useIntl();
  const kind = holidayNoteKind(new Date(), digital);
  return kind ? <p css={{ fontWeight: 600 }}>{t(HOLIDAY_NOTE_MESSAGES[kind])}</p> : null;
}

export function DeliveryDetails({ listing, digital }: { listing: Listing; digital: boolean }) {
  const { formatMessage: t } = useIntl();
  if (digital) {
    return (
      <div>
        <HolidayNote digital />
        <p>{t(m.digitalDelivery)}</p>
        <p>{t(m.digitalReturns)}</p>
      </div>
    );
  }
  const ship = listing.fulfillmentDetails?.estimatedShipDate;
  const shipDate = ship ? shortDate(ship) : '';
  return (
    <div>
      <HolidayNote digital={false} />
      <p>{shipDate ? t(m.shipsBy, { date: shipDate }) : t(m.shipsSoon)}</p>
      <p>{t(m.returnWithin, { days: FREE_RETURN_DAYS })}</p>
      <ReturnPolicyBanner />
    </div>
  );
}

function ProductDetails({ details, fallback }: { details: BlankDetails | null; fallback: string }) {
  const { formatMessage: t } = useIntl();
  if (!details) return <p>{fallback}</p>;
  return (
    <dl>
      {details.description ? (
        <>
          <dt>{t(m.about)}</dt>
          <dd>{details.description}</dd>
        </>
      ) : null}
      {details.materials ? (
        <>
          <dt>{t(m.materials)}</dt>
          <dd>{details.materials}</dd>
        </>
      ) : null}
      {details.fit ? (
        <>
          <dt>{t(m.fit)}</dt>
          <dd>{details.fit}</dd>
        </>
      ) : null}
      {details.comparableBrands ? (
        <>
          <dt>{t(m.comparableBrands)}</dt>
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
  const { formatMessage: t } = useIntl();
  const base = useId();
  const [active, setActive] = useState(0);
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const tabs: { label: string; body: ReactNode }[] = [
    {
      label: t(m.description),
      body: listing.description ? <SafeHtml html={listing.description} /> : <p>{listing.title}</p>,
    },
    {
      label: t(m.productDetails),
      body: <ProductDetails details={details} fallback={productName} />,
    },
    {
      label: t(m.deliveryDetails),
      body: <DeliveryDetails listing={listing} digital={digital} />,
    },
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
        aria-label={t(m.tabs)}
        css={(t) => ({ display: 'flex', gap: 4, borderBottom: `1px solid ${t.tokens.border}` })}
      >
        {tabs.map((tab, i) => (
          <button
            key={tab.label}
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
              borderBottom: `3px solid ${i === active ? theme.colors.text : 'transparent'}`,
            }}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab, i) => (
        <div
          key={tab.label}
          role="tabpanel"
          id={`${base}-panel-${i}`}
          aria-labelledby={`${base}-tab-${i}`}
          hidden={i !== active}
          tabIndex={0}
          css={{ padding: '12px 0' }}
        >
          {i === active ? tab.body : null}
        </div>
      ))}
    </div>
  );
}

import { useIntl } from 'react-intl';
import { formatPrice, shippingName, shortDate, Spinner, type DeliveryOption } from '@store/shared';
import { themeOf, tokensOf } from '../ui/styles';
import { deliveryListHidden } from './deliveryOptions';
import { DELIVERY_MESSAGES as m, SHIPPING_NAME_MESSAGES } from './messages';

/** Radios named by shipping name, with price and delivery window; a spinner while hidden. */
export function DeliveryOptionsList({
  options,
  loading,
  selectedId,
  currency,
  onSelect,
}: {
  options: DeliveryOption[];
  loading: boolean;
  selectedId: string | null;
  /** The checkout's currency: the server prices its quotes in it. */
  currency?: string;
  onSelect: (id: string) => void;
}) {
  const { formatMessage: t, locale } = useIntl();
  // shippingName's and deliveryText's words, in the shopper's language (unknown names as shippingName).
  const nameOf = (name: string) => {
    const known = SHIPPING_NAME_MESSAGES[name || 'standard'];
    return known ? t(known) : shippingName(name);
  };
  const between = (early: string, late: string) =>
    t(m.deliveryBetween, { early: shortDate(early, locale), late: shortDate(late, locale) });
  if (deliveryListHidden(options, loading)) return <Spinner label={t(m.loading)} />;
  const single = options.length === 1;
  return (
    <fieldset
      css={{ border: 0, padding: 0, margin: 0, display: 'grid', gap: 8 }}
      data-single={single}
    >
      <legend
        css={{
          position: 'absolute',
          width: 1,
          height: 1,
          overflow: 'hidden',
          clip: 'rect(0 0 0 0)',
        }}
      >
        {t(m.legend)}
      </legend>
      {options.map((o) => {
        const name = nameOf(o.name);
        const descId = `delivery-${o.id}-desc`;
        return (
          <label
            key={o.id}
            css={(t) => ({
              display: 'flex',
              gap: 12,
              alignItems: 'center',
              border: `1px solid ${tokensOf(t).border}`,
              borderRadius: themeOf(t).radii.md,
              padding: 12,
              cursor: 'pointer',
            })}
          >
            <input
              type="radio"
              name="deliveryOption"
              value={o.id}
              aria-label={name}
              aria-describedby={descId}
              checked={selectedId === o.id}
              onChange={() => onSelect(o.id)}
            />
            <span css={{ flex: 1 }}>
              <strong>{name}</strong>
              <span id={descId} css={{ display: 'block', fontSize: 14 }}>
                {formatPrice(o.price, currency)}
                {o.estimatedDelivery.early && o.estimatedDelivery.late
                  ? ` · ${between(o.estimatedDelivery.early, o.estimatedDelivery.late)}`
                  : ''}
              </span>
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}

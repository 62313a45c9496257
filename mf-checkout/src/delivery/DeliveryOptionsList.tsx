import {
  deliveryText,
  formatPrice,
  shippingName,
  Spinner,
  type DeliveryOption,
} from '@store/shared';
import { deliveryListHidden } from './deliveryOptions';

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
  if (deliveryListHidden(options, loading)) return <Spinner label="Loading delivery options" />;
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
        Delivery option
      </legend>
      {options.map((o) => {
        const name = shippingName(o.name);
        const descId = `delivery-${o.id}-desc`;
        return (
          <label
            key={o.id}
            css={(t) => ({
              display: 'flex',
              gap: 12,
              alignItems: 'center',
              border: `1px solid ${t.tokens?.border}`,
              borderRadius: t.radii?.md,
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
                {o.estimatedDelivery?.early && o.estimatedDelivery?.late
                  ? ` · ${deliveryText(o.estimatedDelivery.early, o.estimatedDelivery.late)}`
                  : ''}
              </span>
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}

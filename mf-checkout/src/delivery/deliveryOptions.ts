import {
  enText,
  isApiError,
  shippingName,
  shortDate,
  type DeliveryOption,
  type DeliveryOptionsResponse,
} from '@store/shared';
import { DELIVERY_MESSAGES } from './messages';

export const DESTINATION_ERROR_CODES = [
  'items_cannot_be_shipped_to_selected_destination',
  'country_not_supported',
] as const;

export const CANNOT_DELIVER_MESSAGE = enText(DELIVERY_MESSAGES.cannotDeliver);

/** True when a delivery-options failure means "we can't ship there" (toast), not an outage (modal). */
export function isDestinationError(e: unknown): boolean {
  return isApiError(e) && DESTINATION_ERROR_CODES.some((code) => Boolean(e.find(code)));
}

/**
 * Quotes → options. The quote's cost.amount is taken as dollars, like DeliveryOption.price. An
 * empty answer (null) has no quotes.
 */
export function toDeliveryOptions(res: DeliveryOptionsResponse | null): DeliveryOption[] {
  const quotes = res?.data.attributes.quotes ?? [];
  return quotes.map((q) => ({
    id: q.id,
    name: q.name,
    label: shippingName(q.name),
    price: Number(q.cost.amount),
    estimatedDelivery: q.deliveryEstimates,
  }));
}

/** SPEC §4: the list is hidden (spinner instead) while loading or when any option is free. */
export function deliveryListHidden(options: DeliveryOption[], loading: boolean): boolean {
  return loading || options.some((o) => o.price === 0);
}

/** "Mar 4 - Mar 9" for the thank-you page. */
export function arrivalEstimate(option: DeliveryOption | null | undefined): string {
  const e = option?.estimatedDelivery;
  if (!e?.early || !e.late) return '';
  return `${shortDate(e.early)} - ${shortDate(e.late)}`;
}

import { requestCartCommand, type BusEventMap, type EventBus } from '@store/shared';
import { map, type Observable } from 'rxjs';

export type CartAddPayload = Omit<BusEventMap['cart:add']['payload'], 'commandId'>;

/** The error toast when the cart did not take an item (refused, or no cart service answered). */
export const cartAddFailedMessage = (title: string) =>
  `Sorry, we couldn't add ${title || 'this item'} to your cart. Please try again.`;

/**
 * Adds through the cart service and tells whether the cart really stored the item. On failure the
 * shopper gets an error toast here, so callers only decide what to show on success.
 */
export function addToCart(bus: EventBus, item: CartAddPayload, title: string): Observable<boolean> {
  return requestCartCommand(bus, 'cart:add', item).pipe(
    map((ack) => {
      if (!ack.ok) {
        console.error(`[catalog] cart:add not stored (${ack.reason ?? 'refused'})`);
        bus.emit('toast:show', { type: 'danger', message: cartAddFailedMessage(title) });
      }
      return ack.ok;
    }),
  );
}

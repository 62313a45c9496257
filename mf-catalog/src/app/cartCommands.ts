import { requestCartCommand, type BusEventMap, type EventBus } from '@store/shared';
import { map, type Observable } from '@store/shared/rx';
import { CART_ADD_MESSAGES as m } from './messages';
import { translate } from './translate';

export type CartAddPayload = Omit<BusEventMap['cart:add']['payload'], 'commandId'>;

/**
 * The error toast when the cart did not take an item (refused, or no cart service answered), in
 * the shopper's language at the time.
 */
export const cartAddFailedMessage = (title: string) =>
  title ? translate(m.addFailed, { title }) : translate(m.addFailedUntitled);

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

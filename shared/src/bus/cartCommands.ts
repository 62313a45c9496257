import { Observable, filter, of, take, timeout } from '@store/shared/rx';
import { CART_COMMAND_TIMEOUT_MS } from '../constants';
import type { EventBus } from './bus';
import type { BusEventMap, CartCommandType } from './events';

export type CartAck = BusEventMap['cart:ack']['payload'];
export type CartCommandPayload<T extends CartCommandType> = Omit<
  BusEventMap[T]['payload'],
  'commandId'
>;

let sequence = 0;
// Unique within the page is enough: acks never leave it. (crypto.randomUUID needs a secure context.)
const nextCommandId = () =>
  `cmd-${Date.now().toString(36)}-${(sequence++).toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

/**
 * Sends a cart command and emits the cart service's one answer, or `{ ok: false, reason:
 * 'no-answer' }` when none comes within the timeout (mf-cart did not load, or crashed). Cold: the
 * command is sent on subscribe (once the service has spoken), after listening, since the service
 * may answer synchronously.
 */
export function requestCartCommand<T extends CartCommandType>(
  bus: EventBus,
  type: T,
  payload: CartCommandPayload<T>,
  timeoutMs: number = CART_COMMAND_TIMEOUT_MS,
): Observable<CartAck> {
  return new Observable<CartAck>((subscriber) => {
    const commandId = nextCommandId();
    let answer: { unsubscribe(): void } | null = null;
    const send = () => {
      answer = bus
        .on('cart:ack')
        .pipe(
          // The cart service is another deploy and nothing checks its payload on the way in.
          filter((ack: CartAck | null | undefined): ack is CartAck => ack?.commandId === commandId),
          take(1),
          timeout({
            first: timeoutMs,
            with: () => of<CartAck>({ commandId, command: type, ok: false, reason: 'no-answer' }),
          }),
        )
        .subscribe(subscriber);
      bus.emit(type, { ...payload, commandId } as BusEventMap[T]['payload']);
    };
    // The service publishes the cart (sticky) once it has read the cookie; a command sent before
    // would go unheard, so a tap on a page just made live waits for it (as long as for an
    // answer), then goes anyway and meets the answer's own deadline.
    let heard = false as boolean; // set by the subscription, synchronously when the cart is out
    const ready = bus
      .on('cart:changed')
      .pipe(take(1), timeout({ first: timeoutMs, with: () => of(null) }))
      .subscribe(() => {
        heard = true;
        if (!answer) send();
      });
    // Not heard yet: the shell starts the service when a page first needs it, and this asks.
    if (!heard) bus.emit('remote:preload', { remote: 'mf-cart' });
    return () => {
      ready.unsubscribe();
      answer?.unsubscribe();
    };
  });
}

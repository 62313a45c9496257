import {
  normalizeQuantity,
  toCartItem,
  type BusEventMap,
  type CartAck,
  type CartCommandType,
  type CartMap,
} from '@store/shared';

/** A command from the bus, with the payload it came with. */
export type CartCommand = {
  [K in CartCommandType]: { command: K; payload: BusEventMap[K]['payload'] };
}[CartCommandType];

/** True when `items` hold what the command asked for. */
export function holdsResult({ command, payload }: CartCommand, items: CartMap): boolean {
  switch (command) {
    case 'cart:add': {
      const item = toCartItem(payload);
      return item !== null && items[item.sku] !== undefined;
    }
    case 'cart:remove':
      return items[payload.sku] === undefined;
    case 'cart:set-quantity':
      return payload.quantity === 0
        ? items[payload.sku] === undefined
        : items[payload.sku]?.quantity === normalizeQuantity(payload.quantity);
    case 'cart:clear':
      return Object.keys(items).length === 0;
  }
}

/**
 * The answer to a command: ok only when both the service's state and the cookie read back hold the
 * result (a browser silently drops a cookie that is too large, so the state alone could lie).
 */
export function ackFor(
  cmd: CartCommand,
  commandId: string,
  state: CartMap,
  persisted: CartMap,
): CartAck {
  const base = { commandId, command: cmd.command };
  if (cmd.command === 'cart:add' && toCartItem(cmd.payload) === null) {
    return { ...base, ok: false, reason: 'invalid' };
  }
  if (!holdsResult(cmd, state) || !holdsResult(cmd, persisted)) {
    return { ...base, ok: false, reason: 'not-stored' };
  }
  return { ...base, ok: true };
}

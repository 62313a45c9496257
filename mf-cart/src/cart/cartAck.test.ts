import { makeItem } from '../test/fixtures';
import { ackFor, holdsResult } from './cartAck';

const item = makeItem({ quantity: 2 });
const add = { ...item, sku: undefined, commandId: 'c1' };
const cart = { [item.sku]: item };

describe('cart acknowledgements', () => {
  it('an add is ok only when both the state and the cookie read back hold the item', () => {
    const cmd = { command: 'cart:add', payload: add } as const;
    expect(ackFor(cmd, 'c1', cart, cart)).toEqual({
      commandId: 'c1',
      command: 'cart:add',
      ok: true,
    });
    expect(ackFor(cmd, 'c1', cart, {})).toMatchObject({ ok: false, reason: 'not-stored' });
    expect(ackFor(cmd, 'c1', {}, cart)).toMatchObject({ ok: false, reason: 'not-stored' });
  });

  it('an add of an invalid item is refused as invalid', () => {
    const cmd = { command: 'cart:add', payload: { ...add, quantity: Number.NaN } } as const;
    expect(ackFor(cmd, 'c1', cart, cart)).toMatchObject({ ok: false, reason: 'invalid' });
  });

  it('remove, set-quantity and clear hold when the cart shows their result', () => {
    expect(holdsResult({ command: 'cart:remove', payload: { sku: item.sku } }, {})).toBe(true);
    expect(holdsResult({ command: 'cart:remove', payload: { sku: item.sku } }, cart)).toBe(false);
    const setTo = (quantity: number) =>
      ({ command: 'cart:set-quantity', payload: { sku: item.sku, quantity } }) as const;
    expect(holdsResult(setTo(2), cart)).toBe(true);
    expect(holdsResult(setTo(3), cart)).toBe(false);
    expect(holdsResult(setTo(0), {})).toBe(true);
    expect(holdsResult({ command: 'cart:clear', payload: { reason: 'user' } }, {})).toBe(true);
    expect(holdsResult({ command: 'cart:clear', payload: { reason: 'user' } }, cart)).toBe(false);
  });
});

import { loadRemote } from '@module-federation/enhanced/runtime';
import { bus } from '@store/shared';
import { act, screen, within } from '@testing-library/react';
import Cookies from 'js-cookie';
import { renderShell } from '../test/renderShell';
import { cookieCartCount } from './useCartCount';

jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(),
}));

const BUS_KEY = Symbol.for('@store/bus/v1');
const item = (sizeId: string, quantity: number) => ({
  slug: 'tee',
  listingId: 'L1',
  productId: 'p1',
  colorId: 'c1',
  sizeId,
  sku: `L1-c1-${sizeId}`,
  quantity,
});

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  jest.spyOn(console, 'warn').mockImplementation(() => {});
  (loadRemote as jest.Mock).mockRejectedValue(new Error('no remotes in this test'));
  // A page where the cart service never spoke: no sticky cart:changed on the bus.
  delete (globalThis as unknown as Record<symbol, unknown>)[BUS_KEY];
});
afterEach(() => {
  Cookies.remove('cart_demo');
  jest.restoreAllMocks();
});

describe('cart pill without the cart service', () => {
  it('shows what the cart cookie holds until the cart service speaks, then follows it', () => {
    const a = item('s1', 2);
    const b = item('s2', 1);
    Cookies.set('cart_demo', JSON.stringify({ items: { [a.sku]: a, [b.sku]: b }, region: 'USA' }));
    renderShell();
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Cart (3)' })).toBeTruthy();
    act(() => bus.emit('cart:changed', { count: 1, lines: [], region: 'USA', loading: false }));
    expect(within(header).getByRole('link', { name: 'Cart (1)' })).toBeTruthy();
  });

  it("a server-rendered page keeps the store server's count (only items still sold) until the cart service speaks", () => {
    const a = item('s1', 2);
    const b = item('s2', 3);
    Cookies.set('cart_demo', JSON.stringify({ items: { [a.sku]: a, [b.sku]: b }, region: 'USA' }));
    // The pill as the store server sent it: 2 of the cookie's 5 are still sold.
    const sent = document.createElement('a');
    sent.setAttribute('data-cart-count', '2');
    document.body.prepend(sent);
    try {
      renderShell();
      const header = screen.getByRole('banner');
      expect(within(header).getByRole('link', { name: 'Cart (2)' })).toBeTruthy();
      act(() => bus.emit('cart:changed', { count: 4, lines: [], region: 'USA', loading: false }));
      expect(within(header).getByRole('link', { name: 'Cart (4)' })).toBeTruthy();
    } finally {
      sent.remove();
    }
  });

  it('reads only the cookie of its own store', () => {
    Cookies.set('cart_other', JSON.stringify({ items: { x: item('s1', 4) }, region: 'USA' }));
    renderShell();
    expect(screen.getByRole('link', { name: 'Cart (0)' })).toBeTruthy();
    Cookies.remove('cart_other');
  });

  it.each(['%%%{{{', '{"items":', '[]', '{"items":{"x":{"quantity":"lots"}}}'])(
    'counts the malformed cookie %p as 0',
    (text) => {
      document.cookie = `cart_demo=${encodeURIComponent(text)}; path=/`;
      expect(cookieCartCount('demo')).toBe(0);
      renderShell();
      expect(screen.getByRole('link', { name: 'Cart (0)' })).toBeTruthy();
    },
  );
});

import {
  addCartItem,
  cartCookieText,
  MIXED_REGION,
  removeCartItems,
  setCartQuantity,
} from './cartEdits';
import { parsePersistedCart } from './persistedCart';
import type { PersistedCart } from '../types/cart';

const line = { slug: 'tee', listingId: 'L1', productId: 'p1', colorId: 'c1', sizeId: 's1' };
const empty = (): PersistedCart => ({ items: {}, region: 'USA' });

describe('cart edits (one implementation for mf-cart and the store server)', () => {
  it('adds a line with its SKU, merges the same SKU and caps at 99', () => {
    const cart = empty();
    expect(addCartItem(cart, { ...line, quantity: 3 }, 'USA')).toBe(true);
    expect(addCartItem(cart, { ...line, quantity: 98 }, 'USA')).toBe(true);
    expect(cart.items['L1-c1-s1']).toMatchObject({ sku: 'L1-c1-s1', quantity: 99 });
  });

  it('refuses an invalid line and changes nothing', () => {
    const cart = empty();
    expect(addCartItem(cart, { ...line, colorId: '', quantity: 1 }, 'USA')).toBe(false);
    expect(addCartItem(cart, { ...line, quantity: 0 }, 'USA')).toBe(false);
    expect(cart).toEqual(empty());
  });

  it('takes the buyer region into an empty cart and turns MIXED across regions', () => {
    const cart = { items: {}, region: 'USA' };
    addCartItem(cart, { ...line, quantity: 1 }, 'EU');
    expect(cart.region).toBe('EU');
    addCartItem(cart, { ...line, sizeId: 's2', quantity: 1 }, 'USA');
    expect(cart.region).toBe(MIXED_REGION);
    removeCartItems(cart, ['L1-c1-s1', 'L1-c1-s2'], 'USA');
    expect(cart).toEqual({ items: {}, region: 'USA' });
  });

  it('sets a quantity, removes at 0 and ignores an unusable quantity or SKU', () => {
    const cart = empty();
    addCartItem(cart, { ...line, quantity: 2 }, 'USA');
    expect(setCartQuantity(cart, 'L1-c1-s1', 5, 'USA')).toBe(true);
    expect(cart.items['L1-c1-s1']?.quantity).toBe(5);
    expect(setCartQuantity(cart, 'L1-c1-s1', Number.NaN, 'USA')).toBe(false);
    expect(setCartQuantity(cart, 'nope', 1, 'USA')).toBe(false);
    expect(setCartQuantity(cart, 'L1-c1-s1', 0, 'USA')).toBe(true);
    expect(cart.items).toEqual({});
  });

  it('writes the cookie text the parser reads back unchanged', () => {
    const cart = empty();
    addCartItem(cart, { ...line, quantity: 2 }, 'USA');
    expect(parsePersistedCart(cartCookieText(cart))).toEqual({ cart, changed: false });
  });
});

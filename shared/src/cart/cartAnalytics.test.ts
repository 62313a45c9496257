import { analyticsItem, beginCheckoutEvent, removeFromCartEvent } from './cartAnalytics';
import { buildCartLine } from './cartLine';
import { item, listing } from './testFixtures';
import type { CartLine } from '../types/cart';

// The cart's SPEC §7 events, one shape for the live cart (mf-cart) and the store server's forms.

const line = (over: Parameters<typeof item>[0] = {}): CartLine => {
  const built = buildCartLine(item(over), listing());
  if (!built) throw new Error('fixture line not built');
  return built;
};

test('an item names the line as analytics does: its SKU, title, variant, price and the quantity concerned', () => {
  const l = line({ quantity: 3 });
  expect(analyticsItem(l)).toEqual({
    item_id: l.sku,
    item_name: l.title,
    item_variant: expect.any(String),
    price: l.price,
    quantity: 3,
  });
  expect(removeFromCartEvent(l, 2)).toEqual({
    event: 'remove_from_cart',
    ecommerce: { items: [{ ...analyticsItem(l), quantity: 2 }] },
  });
  expect(removeFromCartEvent(l).ecommerce.items[0]?.quantity).toBe(3);
});

test("begin_checkout: the lines' subtotal in cents (no float drift), in the lines' currency", () => {
  const a = { ...line({ quantity: 3 }), totalPrice: 0.1 * 3 };
  const b = { ...line({ sizeId: 's2' }), totalPrice: 0.2 };
  const event = beginCheckoutEvent([a, b], 'EUR');
  expect(event.ecommerce.value).toBe(0.5);
  expect(event.ecommerce.currency).toBe(a.currency);
  expect(event.ecommerce.items).toHaveLength(2);
  // No line to tell the currency: the shopper's.
  expect(beginCheckoutEvent([], 'EUR').ecommerce).toEqual({ currency: 'EUR', value: 0, items: [] });
});

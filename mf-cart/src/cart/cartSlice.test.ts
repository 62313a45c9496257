import { addPayload, makeItem, makeListing, makeProduct, makeVariation } from '../test/fixtures';
import { selectCount, selectLines, selectLoading, selectUnavailableItems } from './cartSelectors';
import {
  cartActions,
  cartReducer,
  initialCartState,
  MIXED_REGION,
  type CartState,
} from './cartSlice';
import { listingKey } from './cartRules';

const reduce = (
  actions: Parameters<typeof cartReducer>[1][],
  state: CartState = initialCartState,
) => actions.reduce(cartReducer, state);

describe('cart reducer', () => {
  it('adds an item keyed by SKU and merges quantities for the same SKU', () => {
    const s = reduce([
      cartActions.itemAdded(addPayload({ quantity: 2 })),
      cartActions.itemAdded(addPayload({ quantity: 3 })),
      cartActions.itemAdded(addPayload({ sizeId: 's2', quantity: 1 })),
    ]);
    expect(Object.keys(s.items)).toEqual(['L1-c1-s1', 'L1-c1-s2']);
    expect(s.items['L1-c1-s1']?.quantity).toBe(5);
    expect(s.items['L1-c1-s1']?.sku).toBe('L1-c1-s1');
  });

  it('caps merged quantities at 99 and ignores invalid add quantities', () => {
    const s = reduce([
      cartActions.itemAdded(addPayload({ quantity: 60 })),
      cartActions.itemAdded(addPayload({ quantity: 60 })),
      cartActions.itemAdded(addPayload({ sizeId: 's2', quantity: 0 })),
      cartActions.itemAdded(addPayload({ sizeId: 's3', quantity: -4 })),
      cartActions.itemAdded(addPayload({ sizeId: 's4', quantity: Number.NaN })),
    ]);
    expect(s.items['L1-c1-s1']?.quantity).toBe(99);
    expect(Object.keys(s.items)).toEqual(['L1-c1-s1']);
  });

  it('sets a quantity within 1..99; 0 removes; invalid values are ignored', () => {
    let s = reduce([cartActions.itemAdded(addPayload({ quantity: 2 }))]);
    s = reduce([cartActions.quantitySet({ sku: 'L1-c1-s1', quantity: 7 })], s);
    expect(s.items['L1-c1-s1']?.quantity).toBe(7);
    s = reduce([cartActions.quantitySet({ sku: 'L1-c1-s1', quantity: 1000 })], s);
    expect(s.items['L1-c1-s1']?.quantity).toBe(99);
    s = reduce([cartActions.quantitySet({ sku: 'L1-c1-s1', quantity: -1 })], s);
    expect(s.items['L1-c1-s1']?.quantity).toBe(99);
    s = reduce([cartActions.quantitySet({ sku: 'unknown', quantity: 3 })], s);
    expect(s.items.unknown).toBeUndefined();
    s = reduce([cartActions.quantitySet({ sku: 'L1-c1-s1', quantity: 0 })], s);
    expect(s.items).toEqual({});
  });

  it('removes one SKU, several SKUs, or clears everything', () => {
    const start = reduce([
      cartActions.itemAdded(addPayload()),
      cartActions.itemAdded(addPayload({ sizeId: 's2' })),
      cartActions.itemAdded(addPayload({ sizeId: 's3' })),
    ]);
    expect(
      Object.keys(reduce([cartActions.itemRemoved({ sku: 'L1-c1-s2' })], start).items),
    ).toEqual(['L1-c1-s1', 'L1-c1-s3']);
    expect(
      Object.keys(
        reduce([cartActions.itemsRemoved({ skus: ['L1-c1-s1', 'L1-c1-s3'] })], start).items,
      ),
    ).toEqual(['L1-c1-s2']);
    expect(reduce([cartActions.cartCleared()], start).items).toEqual({});
  });

  it('SPEC §3: the region is the buyer region, or MIXED once items come from two regions', () => {
    let s = reduce([cartActions.regionSet('USA'), cartActions.itemAdded(addPayload())]);
    expect(s.region).toBe('USA');
    // A new buyer region does not relabel the items already in the cart…
    s = reduce([cartActions.regionSet('EU')], s);
    expect(s.region).toBe('USA');
    // …until an item is added from it.
    s = reduce([cartActions.itemAdded(addPayload({ sizeId: 's2' }))], s);
    expect(s.region).toBe(MIXED_REGION);
    // Emptied, the cart takes the buyer region again (each way of emptying it).
    expect(reduce([cartActions.cartCleared()], s).region).toBe('EU');
    expect(reduce([cartActions.itemsRemoved({ skus: ['L1-c1-s1', 'L1-c1-s2'] })], s).region).toBe(
      'EU',
    );
    s = reduce([cartActions.itemRemoved({ sku: 'L1-c1-s1' })], s);
    expect(s.region).toBe(MIXED_REGION);
    s = reduce([cartActions.quantitySet({ sku: 'L1-c1-s2', quantity: 0 })], s);
    expect(s.region).toBe('EU');
    // An empty cart follows the buyer region at once.
    expect(reduce([cartActions.regionSet('Canada')], s).region).toBe('Canada');
  });

  it('tracks listing fetch flags and inventory per listing-colour-size', () => {
    const key = listingKey(makeItem());
    let s = reduce([
      cartActions.cartLoaded({ items: { 'L1-c1-s1': makeItem() }, region: 'USA' }),
      cartActions.listingRequested({ key }),
    ]);
    expect(s.fetchingCart).toBe(true);
    s = reduce([cartActions.listingLoaded({ key, listing: makeListing() })], s);
    expect(s.fetchingCart).toBe(false);
    expect(s.inventory['L1-c1-s1']).toBe(5);
  });
});

describe('count and display rules', () => {
  const items = {
    'L1-c1-s1': makeItem({ quantity: 2 }),
    'L2-c1-s1': makeItem({ listingId: 'L2', slug: 'private-one', quantity: 3 }),
    'L3-c1-s1': makeItem({ listingId: 'L3', slug: 'sold-out', quantity: 4 }),
    'L4-c1-s1': makeItem({ listingId: 'L4', slug: 'broken', quantity: 5 }),
    'L5-c1-s1': makeItem({ listingId: 'L5', slug: 'pending', quantity: 6 }),
  };
  const key = (slug: string) => listingKey({ slug, productId: 'p1' });
  const state = {
    cart: reduce([
      cartActions.cartLoaded({ items, region: 'USA' }),
      cartActions.listingLoaded({ key: key('cool-shirt'), listing: makeListing() }),
      cartActions.listingLoaded({
        key: key('private-one'),
        listing: makeListing({ slug: 'private-one', visibility: 'private' }),
      }),
      cartActions.listingLoaded({
        key: key('sold-out'),
        listing: makeListing({
          slug: 'sold-out',
          products: [makeProduct({ variations: [makeVariation({ inventoryCount: 0 })] })],
        }),
      }),
      cartActions.listingFailed({ key: key('broken'), message: 'Listing not found' }),
      cartActions.listingRequested({ key: key('pending') }),
    ]),
  };

  it('counts only available items, plus not-yet-fetched ones by stored quantity', () => {
    // 2 (available) + 6 (still loading); private, out-of-stock and errored are excluded.
    expect(selectCount(state)).toBe(8);
    expect(selectLoading(state)).toBe(true);
  });

  it('drops private, out-of-stock and errored items from the display lines', () => {
    expect(selectLines(state).map((l) => l.sku)).toEqual(['L1-c1-s1']);
    expect(selectUnavailableItems(state).map((i) => i.sku)).toEqual([
      'L2-c1-s1',
      'L3-c1-s1',
      'L4-c1-s1',
    ]);
  });

  it('is no longer loading when every listing answered', () => {
    const done = {
      cart: reduce(
        [
          cartActions.listingLoaded({
            key: key('pending'),
            listing: makeListing({ slug: 'pending' }),
          }),
        ],
        state.cart,
      ),
    };
    expect(selectLoading(done)).toBe(false);
    expect(selectCount(done)).toBe(8);
  });
});

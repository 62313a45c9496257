import { checkoutBody, findInvalidItems, listingKey, type ListingLookup } from './checkoutStart';
import type { ReceivedListing } from './cartLine';
import { item, listing } from './testFixtures';

describe('checkout start: which cart items may still be sold (mf-cart and the store server)', () => {
  it('keys a fetched listing by its slug and product', () => {
    expect(listingKey({ slug: 'tee', productId: 'p1' })).toBe('tee?pid=p1');
  });

  it('finds nothing invalid when every item is still sold', async () => {
    const get = jest.fn(async () => listing());
    expect(await findInvalidItems([item(), item({ sizeId: 's2' })], 'demo', get)).toEqual([]);
  });

  it.each([
    ['the listing is private', listing({ visibility: 'private' }), item()],
    ['the colour is private', listing({ variationVisibility: 'private' }), item()],
    ['the colour is sold out', listing({ inventoryCount: 0 }), item()],
    ['the size is gone', listing(), item({ sizeId: 's9' })],
    ['the colour is gone', listing(), item({ colorId: 'c9' })],
    ['the product is gone', listing(), item({ productId: 'p9' })],
  ])('an item is invalid when %s', async (_name, answer, cartItem) => {
    const valid = item({ slug: 'other' });
    const get = async (q: ListingLookup) => (q.slug === 'other' ? listing() : answer);
    const invalid = await findInvalidItems([valid, cartItem], 'demo', get);
    expect(invalid).toEqual([cartItem]);
  });

  it.each([
    ['a rejected fetch', () => Promise.reject(new Error('offline'))],
    ['a null answer', () => Promise.resolve(null)],
    ['an answer that is no object', () => Promise.resolve('oops' as unknown as ReceivedListing)],
  ])('%s counts the item as valid (SPEC 5)', async (_name, get) => {
    expect(await findInvalidItems([item(), item({ sizeId: 's9' })], 'demo', get)).toEqual([]);
  });

  it('fetches each listing key once, with the store asked for', async () => {
    const get = jest.fn(async (_q: ListingLookup) => listing());
    await findInvalidItems(
      [
        item(),
        item({ sizeId: 's2' }),
        item({ colorId: 'c2' }),
        item({ productId: 'p2' }),
        item({ slug: 'mug', listingId: 'L2' }),
      ],
      'demo',
      get,
    );
    expect(get.mock.calls.map(([q]) => q)).toEqual([
      { slug: 'tee', productId: 'p1', storeSlug: 'demo' },
      { slug: 'tee', productId: 'p2', storeSlug: 'demo' },
      { slug: 'mug', productId: 'p1', storeSlug: 'demo' },
    ]);
  });

  it('keeps the cart order of the invalid items', async () => {
    const items = [item({ sizeId: 's9' }), item(), item({ sizeId: 's8' })];
    const invalid = await findInvalidItems(items, 'demo', async () => listing());
    expect(invalid.map((i) => i.sizeId)).toEqual(['s9', 's8']);
  });
});

describe('checkout start: the create-checkout body', () => {
  it('sends only SKUs and quantities, with the store and the attribution', () => {
    const full = { ...item({ quantity: 3 }), itemGroupId: 'g1' };
    expect(checkoutBody([full], 'demo', 'newsletter', 'aff-1')).toEqual({
      lineItems: [{ sku: 'L1-c1-s1', quantity: 3 }],
      storeSlug: 'demo',
      trafficSource: 'newsletter',
      affiliate: 'aff-1',
    });
    expect(checkoutBody([], 'demo', null, null)).toEqual({
      lineItems: [],
      storeSlug: 'demo',
      trafficSource: null,
      affiliate: null,
    });
  });
});

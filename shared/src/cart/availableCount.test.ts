import { countAvailable, type ListingAnswer } from './availableCount';
import { item, listing } from './testFixtures';

describe("the cart's count (SPEC §5): only items in stock and not private", () => {
  const answering = (answer: ListingAnswer) => jest.fn(async () => answer);

  it('counts each available item by its quantity, asking once per listing', async () => {
    const getListing = answering(listing());
    const items = [item({ quantity: 2 }), item({ sizeId: 's2', quantity: 3 })];
    expect(await countAvailable(items, 'demo', getListing)).toBe(5);
    expect(getListing).toHaveBeenCalledTimes(1);
    expect(getListing).toHaveBeenCalledWith({ slug: 'tee', productId: 'p1', storeSlug: 'demo' });
  });

  it('leaves out what is sold out, private, or no longer sold in that colour or size', async () => {
    expect(await countAvailable([item()], 'demo', answering(listing({ inventoryCount: 0 })))).toBe(
      0,
    );
    expect(
      await countAvailable([item()], 'demo', answering(listing({ visibility: 'private' }))),
    ).toBe(0);
    expect(
      await countAvailable(
        [item()],
        'demo',
        answering(listing({ variationVisibility: 'private' })),
      ),
    ).toBe(0);
    expect(await countAvailable([item({ sizeId: 'xl' })], 'demo', answering(listing()))).toBe(0);
  });

  it('2 available and 3 sold out count 2, not 5', async () => {
    const getListing = jest.fn(async ({ slug }: { slug: string }) =>
      slug === 'gone-tee' ? listing({ inventoryCount: 0 }) : listing(),
    );
    const items = [item({ quantity: 2 }), item({ slug: 'gone-tee', listingId: 'L2', quantity: 3 })];
    expect(await countAvailable(items, 'demo', getListing)).toBe(2);
  });

  it('an answer without a listing (gone, refused, failed) counts nothing, as the live cart shows it unavailable', async () => {
    expect(await countAvailable([item()], 'demo', answering(null))).toBe(0);
    const failing = jest.fn(async (): Promise<ListingAnswer> => {
      throw new Error('down');
    });
    expect(await countAvailable([item()], 'demo', failing)).toBe(0);
  });

  it('a listing with no answer in time counts by the stored quantity, as the live cart does until it answers', async () => {
    expect(await countAvailable([item({ quantity: 4 })], 'demo', answering(undefined))).toBe(4);
  });

  it('an empty cart is 0 and asks nothing', async () => {
    const getListing = answering(listing());
    expect(await countAvailable([], 'demo', getListing)).toBe(0);
    expect(getListing).not.toHaveBeenCalled();
  });
});

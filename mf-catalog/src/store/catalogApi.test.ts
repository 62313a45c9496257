import { ApiError, getRuntimeConfig, setRuntimeConfig } from '@store/shared';
import { resetProductCache } from '../products/productCache';
import { makeListing, makeTile, page } from '../test/fixtures';
import { fakeApi, makeStore } from '../test/harness';
import { catalogApi } from './catalogApi';

const { endpoints } = catalogApi;
const DEMO = { storeSlug: 'demo', preview: false };

describe('catalog reads (RTK Query over the injected calls)', () => {
  it('featured products: a failed fetch fails with the SPEC text', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    const store = makeStore(
      fakeApi({ getStoreProducts: jest.fn().mockRejectedValue(new Error('down')) }),
    );
    const result = await store.dispatch(endpoints.featuredProducts.initiate(DEMO));
    expect(result.error).toMatchObject({ message: 'Failed to fetch products' });
    expect(logged).toHaveBeenCalled();
    logged.mockRestore();
  });

  it('featured products: the next page is asked for by `next`, pages kept in order', async () => {
    const getStoreProducts = jest
      .fn()
      .mockResolvedValueOnce(page([makeTile({ id: 'a' })], 1, 2, 2))
      .mockResolvedValueOnce(page([makeTile({ id: 'b' })], 2, null, 2));
    const store = makeStore(fakeApi({ getStoreProducts }));
    await store.dispatch(endpoints.featuredProducts.initiate(DEMO));
    const more = await store.dispatch(
      endpoints.featuredProducts.initiate(DEMO, { direction: 'forward' }),
    );
    expect(more.data?.pages.map((p) => p.products.map((t) => t.id))).toEqual([['a'], ['b']]);
    expect(getStoreProducts.mock.calls).toEqual([
      [{ slug: 'demo', page: 1, per: 150 }],
      [{ slug: 'demo', page: 2, per: 150 }],
    ]);
  });

  it('all products: follows next but reads at most 50 pages', async () => {
    const getStoreProducts = jest.fn((q: { page: number }) =>
      Promise.resolve(page([makeTile({ id: `t${q.page}` })], q.page, q.page + 1, 999)),
    );
    const store = makeStore(fakeApi({ getStoreProducts }));
    const result = await store.dispatch(endpoints.allProducts.initiate(DEMO));
    expect(getStoreProducts).toHaveBeenCalledTimes(50);
    expect(result.data).toHaveLength(50);
  });

  it('all products: two readers of the same store share one fetch', async () => {
    const getStoreProducts = jest.fn().mockResolvedValue(page([makeTile({ id: 'a' })]));
    const store = makeStore(fakeApi({ getStoreProducts }));
    await Promise.all([
      store.dispatch(endpoints.allProducts.initiate(DEMO)),
      store.dispatch(endpoints.allProducts.initiate(DEMO)),
    ]);
    expect(getStoreProducts).toHaveBeenCalledTimes(1);
  });

  describe('all products with the product cache on', () => {
    const base = getRuntimeConfig();
    beforeEach(() => {
      resetProductCache();
      setRuntimeConfig({ ...base, flags: { ...base.flags, productCache: true } });
    });
    afterEach(() => setRuntimeConfig(base));

    it('reads the one cache file, not the pages', async () => {
      const getProductCache = jest.fn().mockResolvedValue([makeTile({ id: 'c1' })]);
      const getStoreProducts = jest.fn();
      const store = makeStore(fakeApi({ getProductCache, getStoreProducts }));
      const result = await store.dispatch(endpoints.allProducts.initiate(DEMO));
      expect(result.data?.map((t) => t.id)).toEqual(['c1']);
      expect(getProductCache).toHaveBeenCalledWith('demo');
      expect(getStoreProducts).not.toHaveBeenCalled();
    });

    it('a failed cache read falls back to the live API and is not tried again (SPEC §8)', async () => {
      const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
      const getProductCache = jest.fn().mockRejectedValue(new Error('404'));
      const getStoreProducts = jest.fn().mockResolvedValue(page([makeTile({ id: 'live' })]));
      const store = makeStore(fakeApi({ getProductCache, getStoreProducts }));
      const first = await store.dispatch(endpoints.allProducts.initiate(DEMO));
      expect(first.data?.map((t) => t.id)).toEqual(['live']);
      const other = await store.dispatch(
        endpoints.allProducts.initiate({ storeSlug: 'other', preview: false }),
      );
      expect(other.data?.map((t) => t.id)).toEqual(['live']);
      expect(getProductCache).toHaveBeenCalledTimes(1);
      // Said once; other warnings of a busy test run (React's, jsdom's) are not this test's.
      const said = warn.mock.calls.filter(([m]) => String(m).includes('product cache disabled'));
      expect(said).toHaveLength(1);
      warn.mockRestore();
    });

    it('preview reads the live API with private listings, never the public cache', async () => {
      const getProductCache = jest.fn();
      const getStoreProducts = jest.fn().mockResolvedValue(page([makeTile({ id: 'p' })]));
      const store = makeStore(fakeApi({ getProductCache, getStoreProducts }));
      await store.dispatch(endpoints.allProducts.initiate({ storeSlug: 'demo', preview: true }));
      expect(getProductCache).not.toHaveBeenCalled();
      expect(getStoreProducts).toHaveBeenCalledWith(
        expect.objectContaining({ slug: 'demo', visibility: 'any' }),
      );
    });
  });

  it('listing: a product error retries without the product id', async () => {
    const getListing = jest
      .fn()
      .mockRejectedValueOnce(
        new ApiError('Get listing', 404, [{ code: 'product', detail: 'Product not found' }]),
      )
      .mockResolvedValueOnce(makeListing());
    const store = makeStore(fakeApi({ getListing }));
    const result = await store.dispatch(
      endpoints.listing.initiate({
        slug: 'logo-tee',
        storeSlug: 'demo',
        preview: false,
        productId: 'p-x',
      }),
    );
    expect(getListing.mock.calls).toEqual([
      [{ slug: 'logo-tee', storeSlug: 'demo', productId: 'p-x' }],
      [{ slug: 'logo-tee', storeSlug: 'demo' }],
    ]);
    expect(result.data).toEqual(makeListing());
  });

  it('listing: other errors fail the read with the API codes', async () => {
    const getListing = jest
      .fn()
      .mockRejectedValue(
        new ApiError('Get listing', 404, [{ code: 'listing', detail: 'Listing not found' }]),
      );
    const store = makeStore(fakeApi({ getListing }));
    const result = await store.dispatch(
      endpoints.listing.initiate({
        slug: 'x',
        storeSlug: 'demo',
        preview: false,
        productId: 'p-x',
      }),
    );
    expect(getListing).toHaveBeenCalledTimes(1);
    expect(result.error).toEqual({ message: 'Listing not found', status: 404, codes: ['listing'] });
  });

  it('collection: gathers every page of a collection', async () => {
    const getStoreProducts = jest
      .fn()
      .mockResolvedValueOnce(page([makeTile({ id: 'a' })], 1, 2, 2))
      .mockResolvedValueOnce(page([makeTile({ id: 'b' })], 2, null, 2));
    const store = makeStore(fakeApi({ getStoreProducts }));
    const result = await store.dispatch(
      endpoints.collectionProducts.initiate({ ...DEMO, collection: 'apparel' }),
    );
    expect(result.data).toEqual([
      expect.objectContaining({ id: 'a' }),
      expect.objectContaining({ id: 'b' }),
    ]);
    expect(getStoreProducts).toHaveBeenLastCalledWith({
      slug: 'demo',
      collection: 'apparel',
      page: 2,
      per: 150,
    });
  });

  it('inventory: the count of one colour and size', async () => {
    const getInventory = jest.fn().mockResolvedValue({ inventoryCount: 3 });
    const store = makeStore(fakeApi({ getInventory }));
    const result = await store.dispatch(
      endpoints.inventory.initiate({ colorId: 'c', sizeId: 's' }),
    );
    expect(result.data).toBe(3);
    expect(getInventory).toHaveBeenCalledWith('c', 's');
  });

  it('preview: every read asks for private listings and colours too (visibility=any)', async () => {
    const getStoreProducts = jest.fn().mockResolvedValue(page([makeTile({ id: 'a' })]));
    const getListing = jest.fn().mockResolvedValue(makeListing());
    const store = makeStore(fakeApi({ getStoreProducts, getListing }));
    const preview = { storeSlug: 'demo', preview: true };
    await store.dispatch(endpoints.featuredProducts.initiate(preview));
    await store.dispatch(endpoints.allProducts.initiate(preview));
    await store.dispatch(endpoints.collectionProducts.initiate({ ...preview, collection: 'x' }));
    await store.dispatch(endpoints.listing.initiate({ ...preview, slug: 'crew-only-tee' }));
    for (const [q] of getStoreProducts.mock.calls) expect(q).toMatchObject({ visibility: 'any' });
    expect(getListing).toHaveBeenCalledWith({
      slug: 'crew-only-tee',
      storeSlug: 'demo',
      visibility: 'any',
    });
  });
});

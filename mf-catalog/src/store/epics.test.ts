import { ApiError, bus, CART_COMMAND_TIMEOUT_MS } from '@store/shared';
import { collectionProductsRequested } from '../collection/collectionSlice';
import { featuredPageLoaded, homeOpened, homeSlice } from '../home/homeSlice';
import { addToCartRequested, listingRequested } from '../listing/listingSlice';
import { allProductsRequested } from '../products/productsSlice';
import { makeListing, makeTile, page } from '../test/fixtures';
import { fakeApi, fakeCartService, makeStore } from '../test/harness';

const flush = () => new Promise((r) => setTimeout(r, 0));

describe('home slice', () => {
  it('appends pages without duplicates and records next', () => {
    let s = homeSlice.reducer(undefined, homeOpened({ storeSlug: 'demo' }));
    expect(s.status).toBe('loading');
    s = homeSlice.reducer(s, featuredPageLoaded(page([makeTile({ id: 'a' })], 1, 2)));
    s = homeSlice.reducer(
      s,
      featuredPageLoaded(page([makeTile({ id: 'a' }), makeTile({ id: 'b' })], 2, null)),
    );
    expect(s.products.map((p) => p.id)).toEqual(['a', 'b']);
    expect(s.next).toBeNull();
    expect(s.status).toBe('loaded');
  });
});

describe('epics', () => {
  it('home: a failed product fetch marks the section failed with the SPEC text', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    const api = fakeApi({ getStoreProducts: jest.fn().mockRejectedValue(new Error('down')) });
    const store = makeStore(api);
    store.dispatch(homeOpened({ storeSlug: 'demo' }));
    await flush();
    expect(store.getState().home).toMatchObject({
      status: 'failed',
      error: 'Failed to fetch products',
    });
    expect(logged).toHaveBeenCalled();
    logged.mockRestore();
  });

  it('products: follows next but reads at most 50 pages', async () => {
    const getStoreProducts = jest.fn((q: { page: number }) =>
      Promise.resolve(page([makeTile({ id: `t${q.page}` })], q.page, q.page + 1, 999)),
    );
    const store = makeStore(fakeApi({ getStoreProducts }));
    store.dispatch(allProductsRequested({ storeSlug: 'demo' }));
    for (let i = 0; i < 60; i++) await flush();
    expect(getStoreProducts).toHaveBeenCalledTimes(50);
    expect(store.getState().products.items).toHaveLength(50);
    expect(store.getState().products.status).toBe('loaded');
  });

  it('listing: a product error retries without the product id', async () => {
    const getListing = jest
      .fn()
      .mockRejectedValueOnce(
        new ApiError('Get listing', 404, [{ code: 'product', detail: 'Product not found' }]),
      )
      .mockResolvedValueOnce(makeListing());
    const store = makeStore(fakeApi({ getListing }));
    store.dispatch(listingRequested({ slug: 'logo-tee', storeSlug: 'demo', productId: 'p-x' }));
    await flush();
    await flush();
    expect(getListing.mock.calls).toEqual([
      [{ slug: 'logo-tee', storeSlug: 'demo', productId: 'p-x' }],
      [{ slug: 'logo-tee', storeSlug: 'demo' }],
    ]);
    expect(store.getState().listing.status).toBe('loaded');
  });

  it('listing: other errors mark the listing not found', async () => {
    const getListing = jest
      .fn()
      .mockRejectedValue(
        new ApiError('Get listing', 404, [{ code: 'listing', detail: 'Listing not found' }]),
      );
    const store = makeStore(fakeApi({ getListing }));
    store.dispatch(listingRequested({ slug: 'x', storeSlug: 'demo', productId: 'p-x' }));
    await flush();
    expect(getListing).toHaveBeenCalledTimes(1);
    expect(store.getState().listing.status).toBe('notFound');
  });

  it('listing: add to cart sends cart:add and opens the confirmation once the cart answers', () => {
    const service = fakeCartService();
    const store = makeStore(fakeApi());
    const seen: unknown[] = [];
    const sub = bus.on('cart:add').subscribe((p) => seen.push(p));
    const cart = {
      slug: 's',
      listingId: 'l',
      productId: 'p',
      colorId: 'c',
      sizeId: 'z',
      quantity: 2,
    };
    store.dispatch(
      addToCartRequested({
        cart,
        analytics: { title: 'T', price: 10, currency: 'USD', variant: 'c / z' },
      }),
    );
    sub.unsubscribe();
    service.stop();
    expect(seen).toEqual([{ ...cart, commandId: expect.any(String) }]);
    expect(store.getState().listing).toMatchObject({ confirmationOpen: true, adding: false });
  });

  it('listing: with no cart service, the add times out: no confirmation, not adding', () => {
    jest.useFakeTimers();
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    const store = makeStore(fakeApi());
    const cart = {
      slug: 's',
      listingId: 'l',
      productId: 'p',
      colorId: 'c',
      sizeId: 'z',
      quantity: 1,
    };
    store.dispatch(
      addToCartRequested({
        cart,
        analytics: { title: 'T', price: 10, currency: 'USD', variant: 'c / z' },
      }),
    );
    expect(store.getState().listing).toMatchObject({ confirmationOpen: false, adding: true });
    jest.advanceTimersByTime(CART_COMMAND_TIMEOUT_MS);
    expect(store.getState().listing).toMatchObject({ confirmationOpen: false, adding: false });
    expect(logged).toHaveBeenCalled();
    logged.mockRestore();
    jest.useRealTimers();
  });

  it('collection: gathers every page of a collection', async () => {
    const getStoreProducts = jest
      .fn()
      .mockResolvedValueOnce(page([makeTile({ id: 'a' })], 1, 2, 2))
      .mockResolvedValueOnce(page([makeTile({ id: 'b' })], 2, null, 2));
    const store = makeStore(fakeApi({ getStoreProducts }));
    store.dispatch(collectionProductsRequested({ storeSlug: 'demo', collection: 'apparel' }));
    for (let i = 0; i < 5; i++) await flush();
    expect(store.getState().collection.products.apparel).toEqual({
      status: 'loaded',
      products: [expect.objectContaining({ id: 'a' }), expect.objectContaining({ id: 'b' })],
    });
  });
});

describe('module store', () => {
  it('is created once per module', async () => {
    const { getAppStore } = await import('./store');
    expect(getAppStore()).toBe(getAppStore());
  });
});

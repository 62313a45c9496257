import { bus, CART_COMMAND_TIMEOUT_MS } from '@store/shared';
import { addListingToCart } from '../listing/listingSlice';
import { fakeApi, fakeCartService, makeStore } from '../test/harness';

describe('epics', () => {
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
      addListingToCart({
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
      addListingToCart({
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
});

describe('module store', () => {
  it('is created once per module', async () => {
    const { getAppStore } = await import('./store');
    expect(getAppStore()).toBe(getAppStore());
  });
});

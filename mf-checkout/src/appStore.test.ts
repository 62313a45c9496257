import { installRequestScopeProvider, ssrStores, type RequestScope } from '@store/shared';
import { checkoutActions as A } from './store/checkoutSlice';
import { fakeApi } from './test/fakeApi';
import { customer, makeCheckout, quotesResponse } from './test/fixtures';
import { createAppRuntime } from './appStore';

// The store server renders a checkout page from the API's answers: its store reads the checkout
// and its delivery options, and never writes (a render is a GET, however often it is asked for).

describe("mf-checkout's store on the server", () => {
  let scope: RequestScope | undefined;
  beforeAll(() => installRequestScopeProvider({ current: () => scope }));
  afterAll(() => installRequestScopeProvider({ current: () => undefined }));
  afterEach(() => {
    scope = undefined;
  });

  function serverStore() {
    scope = { slots: new Map() };
    const api = fakeApi();
    const runtime = createAppRuntime({ api, redirect: jest.fn() });
    runtime.start();
    return { api, store: runtime.store };
  }

  test('reads the checkout and its options, and saves no delivery option', async () => {
    const { api, store } = serverStore();
    api.getCheckout.mockResolvedValue(makeCheckout({ customer }));
    api.getDeliveryOptions.mockResolvedValue(quotesResponse);
    store.dispatch(
      A.checkoutRequested({
        id: 'chk_1',
        storeSlug: 'demo',
        store: { name: 'Demo', region: 'usa' },
        onServer: true,
      }),
    );
    const hooks = ssrStores().get('mf_checkout');
    expect(hooks).toBeDefined();
    // The render waits for the flows that make the page.
    expect(await hooks!.settle()).toBeGreaterThan(0);
    const state = store.getState();
    expect(state.checkout).toMatchObject({ status: 'loaded', renderedOnServer: true });
    expect(state.delivery.options.map((o) => o.id)).toEqual(['standard', 'rush']);
    expect(api.updateCheckout).not.toHaveBeenCalled();
    expect(api.initiatePayment).not.toHaveBeenCalled();
    expect(api.getStore).not.toHaveBeenCalled();
    // What the browser starts from: the page's slices and the reads, nothing of payment.
    const handed = hooks!.dehydrate() as Record<string, unknown>;
    expect(Object.keys(handed).sort()).toEqual(['address', 'checkout', 'checkoutApi', 'delivery']);
  });

  test('a checkout the API cannot find renders its failure, and the render still settles', async () => {
    const { api, store } = serverStore();
    api.getCheckout.mockRejectedValue(new Error('not found'));
    store.dispatch(A.checkoutRequested({ id: 'chk_x', storeSlug: 'demo', onServer: true }));
    await ssrStores().get('mf_checkout')!.settle();
    expect(store.getState().checkout.status).toBe('failed');
    expect(api.getDeliveryOptions).not.toHaveBeenCalled();
  });
});

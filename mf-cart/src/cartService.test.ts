import Cookies from 'js-cookie';
import { firstValueFrom } from 'rxjs';
import {
  ApiError,
  bus,
  requestCartCommand,
  setRuntimeConfig,
  shopperCurrency,
  DEFAULT_RUNTIME_CONFIG,
} from '@store/shared';
import { makeItem, makeListing, addPayload } from './test/fixtures';
import { runCartService, startCartService } from './cartService';
import { createAppRuntime, getAppRuntime, resetAppRuntimeForTests } from './store/store';
import { fakeApi } from './test/fakeApi';

const api = fakeApi();
type Changed = {
  count: number;
  lines: { sku: string; totalPrice: number; currency?: string }[];
  loading: boolean;
};

function collectChanged() {
  const seen: Changed[] = [];
  const sub = bus.on('cart:changed').subscribe((p) => seen.push(p));
  return { seen, last: () => seen[seen.length - 1], stop: () => sub.unsubscribe() };
}

const flush = () => new Promise((r) => setTimeout(r, 0));
const cookieCart = () => JSON.parse(Cookies.get('cart_demo') ?? 'null');

describe('cart service', () => {
  let service: { stop(): void } | null = null;

  beforeEach(() => {
    setRuntimeConfig({ ...DEFAULT_RUNTIME_CONFIG, storeSlug: 'demo' });
    api.getListing.mockReset();
    api.getListing.mockResolvedValue(makeListing());
    resetAppRuntimeForTests({ api });
  });

  afterEach(() => {
    service?.stop();
    service = null;
    resetAppRuntimeForTests();
    for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
  });

  it('publishes the cookie count at once (loading), then the fetched lines', async () => {
    const item = makeItem({ quantity: 3 });
    Cookies.set('cart_demo', JSON.stringify({ items: { [item.sku]: item }, region: 'USA' }));
    let resolve: (l: ReturnType<typeof makeListing>) => void = () => {};
    api.getListing.mockReturnValue(new Promise((r) => (resolve = r)));
    const changed = collectChanged();
    service = startCartService();
    // Synchronously, before the listing answers.
    expect(changed.last()).toMatchObject({ count: 3, lines: [], loading: true });
    expect(api.getListing).toHaveBeenCalledWith({
      slug: 'cool-shirt',
      productId: 'p1',
      storeSlug: 'demo',
    });
    resolve(makeListing());
    await flush();
    expect(changed.last()).toMatchObject({ count: 3, loading: false });
    expect(changed.last()?.lines.map((l) => [l.sku, l.totalPrice])).toEqual([['L1-c1-s1', 74.97]]);
    changed.stop();
  });

  it('handles cart:add / set-quantity / remove / clear from the bus and persists the cookie', async () => {
    const changed = collectChanged();
    service = startCartService();
    bus.emit('cart:add', addPayload({ quantity: 2 }));
    await flush();
    expect(changed.last()).toMatchObject({ count: 2, loading: false });
    expect(cookieCart().items['L1-c1-s1'].quantity).toBe(2);

    bus.emit('cart:add', addPayload({ quantity: 1 }));
    await flush();
    expect(changed.last()?.count).toBe(3);
    expect(cookieCart().items['L1-c1-s1'].quantity).toBe(3);
    // The listing is fetched once per listing, not per add.
    expect(api.getListing).toHaveBeenCalledTimes(1);

    bus.emit('cart:set-quantity', { sku: 'L1-c1-s1', quantity: 5 });
    await flush();
    expect(changed.last()?.count).toBe(5);
    expect(changed.last()?.lines[0]?.totalPrice).toBe(124.95);
    expect(cookieCart().items['L1-c1-s1'].quantity).toBe(5);

    bus.emit('cart:add', addPayload({ sizeId: 's2', quantity: 1 }));
    await flush();
    expect(changed.last()?.count).toBe(6);
    bus.emit('cart:remove', { sku: 'L1-c1-s1' });
    await flush();
    expect(changed.last()?.count).toBe(1);
    expect(Object.keys(cookieCart().items)).toEqual(['L1-c1-s2']);

    bus.emit('cart:clear', { reason: 'order-complete' });
    await flush();
    expect(changed.last()).toMatchObject({ count: 0, lines: [] });
    expect(cookieCart()).toEqual({ items: {}, region: 'USA' });
    changed.stop();
  });

  it('answers a command that asks (cart:ack): ok once stored, refused when invalid', async () => {
    service = startCartService();
    const ok = await firstValueFrom(
      requestCartCommand(bus, 'cart:add', addPayload({ quantity: 2 })),
    );
    expect(ok).toMatchObject({ command: 'cart:add', ok: true });
    expect(cookieCart().items['L1-c1-s1'].quantity).toBe(2);

    const bad = await firstValueFrom(
      requestCartCommand(bus, 'cart:add', addPayload({ quantity: -1 })),
    );
    expect(bad).toMatchObject({ ok: false, reason: 'invalid' });

    const removed = await firstValueFrom(
      requestCartCommand(bus, 'cart:remove', { sku: 'L1-c1-s1' }),
    );
    expect(removed).toMatchObject({ command: 'cart:remove', ok: true });
    expect(cookieCart().items).toEqual({});
  });

  it('refuses with not-stored when the cookie did not take the write', async () => {
    const running = runCartService(createAppRuntime({ writeCart: () => {}, api }));
    const ack = await firstValueFrom(requestCartCommand(bus, 'cart:add', addPayload()));
    running.stop();
    expect(ack).toMatchObject({ ok: false, reason: 'not-stored' });
  });

  it('drops items whose listing errors from the lines and the count', async () => {
    api.getListing.mockRejectedValue(new Error('Listing not found'));
    const changed = collectChanged();
    service = startCartService();
    bus.emit('cart:add', addPayload({ quantity: 2 }));
    await flush();
    expect(changed.last()).toMatchObject({ count: 0, lines: [], loading: false });
    changed.stop();
  });

  it('removes the item of a listing the API says is gone (404), saying so; an outage keeps it', async () => {
    const toasts: string[] = [];
    const sub = bus.on('toast:show').subscribe((t) => toasts.push(t.message));
    api.getListing.mockRejectedValueOnce(new Error('Failed to fetch'));
    service = startCartService();
    bus.emit('cart:add', addPayload({ quantity: 2 }));
    await flush();
    // A network failure: the item stays in the cookie (only hidden from the lines).
    expect(Object.keys(cookieCart().items)).toEqual(['L1-c1-s1']);
    expect(toasts).toEqual([]);

    api.getListing.mockRejectedValueOnce(
      new ApiError('Get listing', 404, [{ code: 'listing', detail: 'Listing not found' }]),
    );
    getAppRuntime().store.dispatch({ type: 'cart/listingsInvalidated' });
    await flush();
    expect(cookieCart().items).toEqual({});
    expect(toasts).toEqual([
      'Some items were removed from your cart because they are not available at this time.',
    ]);
    sub.unsubscribe();
  });

  it('removes, with the notice, the items of listings a server render found gone', async () => {
    const item = makeItem({ quantity: 2 });
    Cookies.set('cart_demo', JSON.stringify({ items: { [item.sku]: item }, region: 'USA' }));
    const toasts: string[] = [];
    const sub = bus.on('toast:show').subscribe((t) => toasts.push(t.message));
    // The state a server-rendered cart page hands the browser (createRemoteStore's ssrFlows).
    const runtime = createAppRuntime(
      { api },
      {
        cart: {
          ...getAppRuntime().store.getState().cart,
          items: { [item.sku]: item },
          loaded: true,
          listings: {
            'cool-shirt?pid=p1': { status: 'error', message: 'Listing not found', gone: true },
          },
        },
      },
    );
    service = runCartService(runtime);
    await flush();
    expect(cookieCart().items).toEqual({});
    expect(api.getListing).not.toHaveBeenCalled();
    expect(toasts).toEqual([
      'Some items were removed from your cart because they are not available at this time.',
    ]);
    sub.unsubscribe();
  });

  it('is idempotent when started twice, and stop() unsubscribes from the bus', async () => {
    const first = startCartService();
    const second = startCartService();
    bus.emit('cart:add', addPayload({ quantity: 1 }));
    await flush();
    expect(getAppRuntime().store.getState().cart.items['L1-c1-s1']?.quantity).toBe(1);
    first.stop();
    second.stop();
    bus.emit('cart:add', addPayload({ quantity: 1 }));
    await flush();
    expect(getAppRuntime().store.getState().cart.items['L1-c1-s1']?.quantity).toBe(1);
  });

  it('recovers from a malformed cookie at start and rewrites it', () => {
    Cookies.set('cart_demo', '%%%{{{');
    const changed = collectChanged();
    service = startCartService();
    expect(changed.last()).toMatchObject({ count: 0, loading: false });
    expect(cookieCart()).toEqual({ items: {}, region: 'USA' });
    changed.stop();
  });

  // From here on: localization:changed is sticky on the global bus, so it would leak into
  // later tests.
  it("fetches again the lines priced before the shopper's currency was known", async () => {
    const GERMAN_EUROS = { region: 'EU', currency: 'EUR', locale: 'de', fulfillmentRegion: 'EUR' };
    const item = makeItem({ quantity: 1 });
    Cookies.set('cart_demo', JSON.stringify({ items: { [item.sku]: item }, region: 'EU' }));
    // As the real call does: priced in the currency the shopper had when it was asked. The first
    // answer comes only after the shell published EUR (the race a page load runs).
    let answerFirst: () => void = () => {};
    const firstAnswered = new Promise<void>((resolve) => (answerFirst = resolve));
    api.getListing.mockImplementation(async () => {
      const currency = shopperCurrency();
      if (api.getListing.mock.calls.length === 1) await firstAnswered;
      return makeListing({ currency });
    });
    const changed = collectChanged();
    service = startCartService();
    await flush();
    expect(api.getListing).toHaveBeenCalledTimes(1);
    bus.emit('localization:changed', GERMAN_EUROS);
    await flush();
    answerFirst();
    await flush();
    await flush();
    expect(api.getListing).toHaveBeenCalledTimes(2);
    expect(changed.last()!.lines[0]).toMatchObject({ currency: 'EUR' });
    // The same currency again changes nothing.
    bus.emit('localization:changed', GERMAN_EUROS);
    await flush();
    expect(api.getListing).toHaveBeenCalledTimes(2);
    changed.stop();
  });

  it('follows the buyer region from localization:changed and persists it', async () => {
    const changed = collectChanged();
    service = startCartService();
    bus.emit('localization:changed', {
      region: 'EU',
      currency: 'EUR',
      locale: 'en',
      fulfillmentRegion: 'EUR',
    });
    await flush();
    expect(changed.last()).toMatchObject({ region: 'EU' });
    expect(cookieCart().region).toBe('EU');
    changed.stop();
  });

  it('keeps the stored items when a localization event was already sent before start', async () => {
    const item = makeItem({ quantity: 2 });
    Cookies.set('cart_demo', JSON.stringify({ items: { [item.sku]: item }, region: 'USA' }));
    bus.emit('localization:changed', {
      region: 'Canada',
      currency: 'CAD',
      locale: 'en',
      fulfillmentRegion: 'USA',
    });
    service = startCartService();
    await flush();
    // The stored items came from the USA: the cart keeps that region (SPEC §3; MIXED only once an
    // item is added from Canada).
    expect(cookieCart()).toEqual({ items: { [item.sku]: item }, region: 'USA' });
  });
});

import { bus } from '../../bus/bus';
import { setRuntimeConfig, DEFAULT_RUNTIME_CONFIG } from '../config';
import { getListing, getStoreProducts } from './catalog';
import { createCheckout } from './checkout';

const ok = (body: unknown) =>
  ({ ok: true, status: 200, text: () => Promise.resolve(JSON.stringify(body)) }) as Response;

const choose = (currency: string, region: string) =>
  bus.emit('localization:changed', { locale: 'de', currency, region, fulfillmentRegion: 'EUR' });

describe('catalog and checkout calls ask the server for the shopper’s currency', () => {
  const fetchMock = jest.fn();
  beforeEach(() => {
    fetchMock.mockReset().mockResolvedValue(ok({}));
    global.fetch = fetchMock as unknown as typeof fetch;
    setRuntimeConfig({
      ...DEFAULT_RUNTIME_CONFIG,
      hosts: {
        ...DEFAULT_RUNTIME_CONFIG.hosts,
        backend: 'https://b.example',
        checkout: 'https://c.example',
      },
    });
  });
  afterEach(() => choose('USD', 'USA'));

  const url = (n = 0) => new URL(fetchMock.mock.calls[n][0] as string);

  it('products and listing reads carry currency and region from localization:changed', async () => {
    choose('EUR', 'EU');
    await getStoreProducts({ slug: 'demo', page: 2 });
    await getListing({ slug: 'tee', storeSlug: 'demo' });
    for (const n of [0, 1]) {
      expect(url(n).searchParams.get('currency')).toBe('EUR');
      expect(url(n).searchParams.get('region')).toBe('EU');
    }
    expect(url(0).searchParams.get('page')).toBe('2');
  });

  it("a caller's own currency wins", async () => {
    choose('EUR', 'EU');
    await getStoreProducts({ slug: 'demo', currency: 'GBP' });
    expect(url().searchParams.get('currency')).toBe('GBP');
  });

  it('before any choice the SPEC defaults (USD, USA) are asked for', async () => {
    await getStoreProducts({ slug: 'demo' });
    expect(url().searchParams.get('currency')).toBe('USD');
    expect(url().searchParams.get('region')).toBe('USA');
  });

  it('a new checkout is priced in the shopper’s currency', async () => {
    choose('GBP', 'Rest of the world');
    await createCheckout({ lineItems: [{ sku: 'a-b-c', quantity: 1 }], storeSlug: 'demo' });
    const [target, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(target).toBe('https://c.example/checkout');
    expect(JSON.parse(String(init.body))).toMatchObject({ currency: 'GBP', storeSlug: 'demo' });
  });
});

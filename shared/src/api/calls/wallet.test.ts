import { setRuntimeConfig, DEFAULT_RUNTIME_CONFIG } from '../config';
import { placeWalletOrder } from './wallet';

const ok = (body: unknown) =>
  ({ ok: true, status: 200, text: () => Promise.resolve(JSON.stringify(body)) }) as Response;

describe('calls on paths chosen by us', () => {
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

  it('use the configured hosts and the documented paths', async () => {
    await placeWalletOrder({
      checkoutId: 'c1',
      storeSlug: 'demo',
      paymentId: 'p1',
      paymentToken: 't1',
      walletType: 'apple-pay',
      payerName: 'Ada Lovelace',
      payerEmail: 'ada@example.com',
    });
    const calls = fetchMock.mock.calls.map(([url, init]) => `${init.method} ${url}`);
    expect(calls).toEqual(['POST https://c.example/v1/checkout/wallet']);
  });
});

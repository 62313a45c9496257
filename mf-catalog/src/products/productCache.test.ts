import { getRuntimeConfig, setRuntimeConfig } from '@store/shared';
import { makeTile } from '../test/fixtures';
import { getProductCache } from './productCache';

const base = getRuntimeConfig();
// jsdom has no fetch: the module's one network call is faked at that boundary.
const fetchMock = jest.fn();
beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
});
afterEach(() => {
  setRuntimeConfig(base);
  jest.restoreAllMocks();
});

const answer = (body: unknown, status = 200) =>
  fetchMock.mockResolvedValue({
    ok: status < 400,
    status,
    headers: { get: () => 'application/json' },
    json: () => Promise.resolve(body),
    text: () => Promise.resolve(JSON.stringify(body)),
  });

describe('getProductCache', () => {
  it('reads {productCacheBase}/{slug}.json and keeps the usable tiles', async () => {
    setRuntimeConfig({ ...base, productCacheBase: '/api/backend/cache/products' });
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const fetch = answer({ products: [makeTile({ id: 'a' }), { id: 'broken' }] });
    const tiles = await getProductCache('demo');
    expect(tiles.map((t) => t.id)).toEqual(['a']);
    expect(String(fetch.mock.calls[0]?.[0])).toBe('/api/backend/cache/products/demo.json');
    expect(warn).toHaveBeenCalled();
  });

  it('fails on a file that is not a product list', async () => {
    answer({ nope: true });
    await expect(getProductCache('demo')).rejects.toThrow('Failed to fetch products');
  });

  it('fails on an error status, without retrying', async () => {
    const fetch = answer({ errors: [{ message: 'Store not found' }] }, 404);
    await expect(getProductCache('demo')).rejects.toBeDefined();
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});

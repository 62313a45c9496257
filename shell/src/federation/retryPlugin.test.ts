import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { retryPlugin, withRetryQuery } from './retryPlugin';

type Hook<K extends keyof ModuleFederationRuntimePlugin> = NonNullable<
  ModuleFederationRuntimePlugin[K]
>;
type EntryArgs = Parameters<Hook<'loadEntryError'>>[0];

/** What the hook reads of a fetch answer (jsdom has no Response). */
const answer = (status: number, body: string) =>
  ({ ok: status < 400, status, json: async () => JSON.parse(body) }) as Response;

const MANIFEST = 'https://cdn.example.com/mf-cart/mf-manifest.json';
const fast = { retries: 2, delayMs: (n: number) => 10 * n };

afterEach(() => jest.restoreAllMocks());

describe('manifest fetches', () => {
  it('retries a 404 and a network error with backoff and a cache-busting query, then answers', async () => {
    const seen: string[] = [];
    global.fetch = jest.fn(async (url: RequestInfo | URL) => {
      seen.push(String(url));
      if (seen.length === 1) return answer(404, '"no"');
      if (seen.length === 2) throw new TypeError('Failed to fetch');
      return answer(200, '{"ok":true}');
    }) as typeof fetch;
    const fetchHook = retryPlugin(fast).fetch as Hook<'fetch'>;
    const res = (await fetchHook(MANIFEST, {})) as Response;
    expect(await res.json()).toEqual({ ok: true });
    expect(seen).toEqual([MANIFEST, `${MANIFEST}?mf-retry=1`, `${MANIFEST}?mf-retry=2`]);
  });

  it('gives up after the retries with the last failure', async () => {
    global.fetch = jest.fn(async () => answer(503, '"down"')) as typeof fetch;
    const fetchHook = retryPlugin(fast).fetch as Hook<'fetch'>;
    await expect(fetchHook(MANIFEST, {})).rejects.toThrow(`${MANIFEST} answered 503`);
    expect(global.fetch).toHaveBeenCalledTimes(3);
  });

  it('waits longer before each retry', async () => {
    jest.useFakeTimers();
    try {
      global.fetch = jest.fn(async () => answer(500, '""')) as typeof fetch;
      const fetchHook = retryPlugin({ retries: 2, delayMs: (n) => 300 * 2 ** (n - 1) })
        .fetch as Hook<'fetch'>;
      const done = Promise.resolve(fetchHook(MANIFEST, {})).catch(() => 'failed');
      await jest.advanceTimersByTimeAsync(299);
      expect(global.fetch).toHaveBeenCalledTimes(1);
      await jest.advanceTimersByTimeAsync(1);
      expect(global.fetch).toHaveBeenCalledTimes(2);
      await jest.advanceTimersByTimeAsync(599);
      expect(global.fetch).toHaveBeenCalledTimes(2);
      await jest.advanceTimersByTimeAsync(1);
      expect(global.fetch).toHaveBeenCalledTimes(3);
      expect(await done).toBe('failed');
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('remote entry scripts', () => {
  const remoteInfo = {
    name: 'mf_cart',
    entry: 'https://cdn.example.com/mf-cart/remoteEntry.js',
    type: 'global',
    entryGlobalName: 'mf_cart',
    shareScope: 'default',
  } as EntryArgs['remoteInfo'];

  function entryArgs(getRemoteEntry: jest.Mock): EntryArgs {
    return {
      getRemoteEntry,
      origin: {} as EntryArgs['origin'],
      remoteInfo,
      remoteEntryExports: undefined,
      globalLoading: {},
      uniqueKey: 'mf_cart:entry',
    } as unknown as EntryArgs;
  }

  it('loads the entry again under a new URL until one attempt answers', async () => {
    const exports = { get: jest.fn(), init: jest.fn() };
    const getRemoteEntry = jest
      .fn()
      .mockRejectedValueOnce(new Error('ScriptNetworkError'))
      .mockResolvedValueOnce(exports);
    const hook = retryPlugin(fast).loadEntryError as Hook<'loadEntryError'>;
    await expect(hook(entryArgs(getRemoteEntry))).resolves.toBe(exports);
    expect(getRemoteEntry.mock.calls.map((c) => c[0].remoteInfo.entry)).toEqual([
      `${remoteInfo.entry}?mf-retry=1`,
      `${remoteInfo.entry}?mf-retry=2`,
    ]);
  });

  it('answers nothing when every retry fails, so the runtime reports the failure', async () => {
    const getRemoteEntry = jest.fn().mockRejectedValue(new Error('ScriptNetworkError'));
    const hook = retryPlugin(fast).loadEntryError as Hook<'loadEntryError'>;
    await expect(hook(entryArgs(getRemoteEntry))).resolves.toBeUndefined();
    expect(getRemoteEntry).toHaveBeenCalledTimes(2);
  });
});

it('adds the retry query beside an existing one and leaves a non-URL alone', () => {
  expect(withRetryQuery('https://x.test/m.json?v=3', 2)).toBe(
    'https://x.test/m.json?v=3&mf-retry=2',
  );
  expect(withRetryQuery('http://[bad', 1)).toBe('http://[bad');
});

import {
  loadRemote,
  registerGlobalPlugins,
  registerPlugins,
  registerRemotes,
} from '@module-federation/enhanced/runtime';
import {
  CONFIG_LOAD_TIMEOUT_MS,
  RuntimeConfigError,
  REMOTE_LOAD_TIMEOUT_MS,
  reportError,
  setSessionCredentials,
  type ErrorReport,
} from '@store/shared';
import { fallbackModuleFor } from '../federation/fallbackModules';
import { inlineStoreData } from '../theme/loadStoreData';
import { boot } from './boot';
import { STORE_ERROR_EVENT } from './errorReporting';
import { INLINE_BOOT_ID, resetInlineBoot } from './inlineBoot';
import {
  isRemoteRegistered,
  normalizeRemoteManifest,
  resetRegisteredRemotes,
  resolveManifestUrl,
} from './remotes';

jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
  registerGlobalPlugins: jest.fn(),
  loadRemote: jest.fn(),
}));

const mockLoadRemote = loadRemote as jest.MockedFunction<typeof loadRemote>;
const mockRegister = registerRemotes as jest.MockedFunction<typeof registerRemotes>;
const mockRegisterPlugins = registerPlugins as jest.MockedFunction<typeof registerPlugins>;
const mockRegisterGlobalPlugins = registerGlobalPlugins as jest.MockedFunction<
  typeof registerGlobalPlugins
>;

/** The shopper's first touch, which starts the cart service on a catalog page. */
const touchPage = () => document.dispatchEvent(new Event('pointerdown'));

type Answer = { status: number; body: string } | 'network-error';

function mockFetch(answers: Record<string, Answer>) {
  global.fetch = jest.fn(async (url: RequestInfo | URL) => {
    const a = answers[String(url)];
    if (!a || a === 'network-error') throw new TypeError('Failed to fetch');
    return {
      ok: a.status < 400,
      status: a.status,
      json: async () => JSON.parse(a.body),
      text: async () => a.body,
    } as Response;
  }) as unknown as typeof fetch;
}

const REMOTES = JSON.stringify({
  'mf-catalog': '/remotes/mf-catalog/mf-manifest.json',
  'mf-cart': 'http://cdn.example.com/mf-cart/mf-manifest.json',
  unknown: '/x.json',
  'mf-support': 42,
});

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  mockLoadRemote.mockReset();
  mockRegister.mockReset();
  resetRegisteredRemotes();
  setSessionCredentials({ previewToken: null });
  window.history.replaceState(null, '', '/');
});
afterEach(() => jest.restoreAllMocks());

const CONFIG = { '/config.json': { status: 200, body: JSON.stringify({ storeSlug: 'demo' }) } };

it.each([
  ['fails at the network', {}],
  ['answers 500', { '/config.json': { status: 500, body: '' } }],
  ['is not JSON', { '/config.json': { status: 200, body: '<html>' } }],
  ['names no store', { '/config.json': { status: 200, body: '{"siteKey":"x"}' } }],
])(
  'rejects when config.json %s: no default store, no remotes, no cart service, no API call',
  async (_name, answers: Record<string, Answer>) => {
    mockFetch({ ...answers, '/remotes.json': { status: 200, body: REMOTES } });
    await expect(boot()).rejects.toBeInstanceOf(RuntimeConfigError);
    expect(mockRegister).not.toHaveBeenCalled();
    expect(mockLoadRemote).not.toHaveBeenCalled();
    expect(isRemoteRegistered('mf-catalog')).toBe(false);
    const urls = (global.fetch as jest.Mock).mock.calls.map(([u]) => String(u));
    expect(urls.sort()).toEqual(['/config.json', '/remotes.json']);
  },
);

it('rejects when config.json never answers, after CONFIG_LOAD_TIMEOUT_MS', async () => {
  jest.useFakeTimers();
  global.fetch = jest.fn((url: RequestInfo | URL) =>
    String(url) === '/config.json'
      ? new Promise<Response>(() => {})
      : Promise.resolve({ ok: true, status: 200, json: async () => ({}) } as Response),
  ) as unknown as typeof fetch;
  const result = boot().catch((e: unknown) => e);
  await jest.advanceTimersByTimeAsync(CONFIG_LOAD_TIMEOUT_MS);
  expect(await result).toBeInstanceOf(RuntimeConfigError);
  expect(mockRegister).not.toHaveBeenCalled();
  jest.useRealTimers();
});

it('tolerates malformed remotes.json: no remotes, no crash', async () => {
  mockFetch({ ...CONFIG, '/remotes.json': { status: 200, body: '{not json' } });
  const r = await boot();
  expect(r.config.storeSlug).toBe('demo');
  expect(r.remotes).toEqual([]);
  expect(mockRegister).not.toHaveBeenCalled();
});

it('tolerates remotes.json answering 404 or a non-object', async () => {
  mockFetch({
    ...CONFIG,
    '/remotes.json': { status: 404, body: '' },
  });
  expect((await boot()).remotes).toEqual([]);
  mockFetch({ ...CONFIG, '/remotes.json': { status: 200, body: '["a"]' } });
  expect((await boot()).remotes).toEqual([]);
});

it('registers known remotes with manifest URLs resolved against the origin and starts the cart service', async () => {
  const startCartService = jest.fn(() => ({ stop: jest.fn() }));
  mockLoadRemote.mockResolvedValue({ startCartService });
  mockFetch({
    '/config.json': {
      status: 200,
      body: JSON.stringify({ storeSlug: 'Locked', siteKey: 'locked' }),
    },
    '/remotes.json': { status: 200, body: REMOTES },
  });
  const r = await boot();
  expect(r.config.storeSlug).toBe('locked');
  expect(r.remotes.sort()).toEqual(['mf-cart', 'mf-catalog']);
  expect(mockRegister).toHaveBeenCalledWith(
    [
      { name: 'mf_catalog', entry: 'http://localhost/remotes/mf-catalog/mf-manifest.json' },
      { name: 'mf_cart', entry: 'http://cdn.example.com/mf-cart/mf-manifest.json' },
    ],
    { force: true },
  );
  await new Promise((res) => setTimeout(res, 0));
  // Home needs no cart before the shopper's first touch: mf-cart's code is not fetched.
  expect(mockLoadRemote).not.toHaveBeenCalledWith('mf_cart/cartService');
  touchPage();
  await new Promise((res) => setTimeout(res, 0));
  expect(mockLoadRemote).toHaveBeenCalledWith('mf_cart/cartService');
  expect(startCartService).toHaveBeenCalledTimes(1);
});

it('keeps going when the cart service fails to load', async () => {
  mockLoadRemote.mockRejectedValue(new Error('cart down'));
  mockFetch({ ...CONFIG, '/remotes.json': { status: 200, body: REMOTES } });
  const r = await boot();
  touchPage();
  await new Promise((res) => setTimeout(res, 0));
  expect(r.remotes).toContain('mf-catalog');
  expect(console.error).toHaveBeenCalledWith(
    '[shell] cart service could not start',
    expect.any(Error),
  );
});

it('installs the federation runtime plugins before registering any remote', async () => {
  mockFetch({ ...CONFIG, '/remotes.json': { status: 200, body: REMOTES } });
  await boot();
  const plugins = mockRegisterPlugins.mock.calls[0]?.[0] ?? [];
  expect(plugins.map((p) => p.name)).toEqual([
    'store-retry',
    'store-contract',
    'store-telemetry',
    'store-fallback',
  ]);
  expect(mockRegisterPlugins.mock.invocationCallOrder[0]).toBeLessThan(
    mockRegister.mock.invocationCallOrder[0]!,
  );
  // Every remote's own instance applies these: a remote is the consumer of a shared library.
  const globals = mockRegisterGlobalPlugins.mock.calls[0]?.[0] ?? [];
  expect(globals.map((p) => p.name)).toEqual(['store-shared-fallback']);
  expect(mockRegisterGlobalPlugins.mock.invocationCallOrder[0]).toBeLessThan(
    mockRegister.mock.invocationCallOrder[0]!,
  );
});

it('a cart service that resolved to the fallback module (its load failed) starts nothing', async () => {
  mockLoadRemote.mockResolvedValue(
    fallbackModuleFor('mf_cart/cartService', new Error('entry 404')),
  );
  mockFetch({ ...CONFIG, '/remotes.json': { status: 200, body: REMOTES } });
  await boot();
  touchPage();
  await new Promise((res) => setTimeout(res, 0));
  expect(console.error).toHaveBeenCalledWith(
    '[shell] cart service could not start',
    expect.objectContaining({ message: 'entry 404' }),
  );
});

it('hands every error report to the window hook `store:error`', async () => {
  mockFetch({ ...CONFIG, '/remotes.json': { status: 200, body: REMOTES } });
  await boot();
  const seen: ErrorReport[] = [];
  const listener = (e: Event) => seen.push((e as CustomEvent<ErrorReport>).detail);
  window.addEventListener(STORE_ERROR_EVENT, listener);
  reportError({ kind: 'render', message: 'mf-cart failed while rendering: x', remote: 'mf-cart' });
  window.removeEventListener(STORE_ERROR_EVENT, listener);
  expect(seen).toEqual([
    { kind: 'render', message: 'mf-cart failed while rendering: x', remote: 'mf-cart' },
  ]);
});

it('normalizes and resolves manifest entries', () => {
  expect(normalizeRemoteManifest(null)).toEqual({});
  expect(normalizeRemoteManifest({ 'mf-cart': '  /c.json ', 'mf-checkout': '' })).toEqual({
    'mf-cart': '/c.json',
  });
  expect(resolveManifestUrl('/r/m.json', 'http://demo.localhost:8080')).toBe(
    'http://demo.localhost:8080/r/m.json',
  );
  expect(resolveManifestUrl('https://cdn.x/m.json', 'http://a')).toBe('https://cdn.x/m.json');
});

it('gives up on a cart service whose entry never answers (the pill then reads the cookie)', async () => {
  jest.useFakeTimers();
  mockLoadRemote.mockImplementation(() => new Promise(() => {}));
  mockFetch({ ...CONFIG, '/remotes.json': { status: 200, body: REMOTES } });
  await boot();
  touchPage();
  await jest.advanceTimersByTimeAsync(REMOTE_LOAD_TIMEOUT_MS);
  expect(console.error).toHaveBeenCalledWith(
    '[shell] cart service could not start',
    expect.objectContaining({ message: expect.stringContaining('did not load within') }),
  );
  jest.useRealTimers();
});

describe('inline boot data (written into the page by the store server)', () => {
  const writeInline = (text: string) => {
    const el = document.createElement('script');
    el.id = INLINE_BOOT_ID;
    el.type = 'application/json';
    el.textContent = text;
    document.head.appendChild(el);
  };
  beforeEach(() => resetInlineBoot());
  afterEach(() => {
    document.getElementById(INLINE_BOOT_ID)?.remove();
    resetInlineBoot();
  });

  it('boots without fetching config.json or remotes.json, and hands on the theme and store', async () => {
    mockFetch({});
    writeInline(
      JSON.stringify({
        config: { storeSlug: 'demo', siteKey: 'demo' },
        remotes: { 'mf-catalog': '/remotes/mf-catalog/mf-manifest.json' },
        theme: { meta: { storeName: 'Tidepool' } },
        store: { slug: 'demo', name: 'Tidepool' },
      }),
    );
    const r = await boot();
    expect(r.config.storeSlug).toBe('demo');
    expect(r.remotes).toEqual(['mf-catalog']);
    expect(r.inlineStoreData.store).toEqual({ slug: 'demo', name: 'Tidepool' });
    const urls = (global.fetch as jest.Mock).mock.calls.map((c) => String(c[0]));
    expect(urls).not.toContain('/config.json');
    expect(urls).not.toContain('/remotes.json');
    expect(inlineStoreData(r.inlineStoreData)?.storeName).toBe('Tidepool');
  });

  it('fetches what the page does not carry, or carries malformed', async () => {
    mockFetch({ ...CONFIG, '/remotes.json': { status: 200, body: REMOTES } });
    writeInline('{"config": {"storeSlug": ""}, "theme": 7');
    const r = await boot();
    expect(r.config.storeSlug).toBe('demo');
    expect(r.remotes).toContain('mf-catalog');
    expect(inlineStoreData(r.inlineStoreData)).toBeNull();
  });

  it('a preview session ignores the inline (published) theme: the draft is fetched', async () => {
    mockFetch({});
    window.history.replaceState(null, '', `/#preview=${'a'.repeat(40)}`);
    writeInline(
      JSON.stringify({
        config: { storeSlug: 'demo' },
        remotes: {},
        theme: { meta: { storeName: 'Published' } },
        store: { slug: 'demo', name: 'Demo' },
      }),
    );
    const r = await boot();
    expect(r.inlineStoreData).toEqual({});
  });
});

import {
  DEFAULT_HOSTS,
  DEFAULT_RUNTIME_CONFIG,
  getRuntimeConfig,
  loadRuntimeConfig,
  normalizeRuntimeConfig,
  RuntimeConfigError,
  setRuntimeConfig,
} from './config';

describe('normalizeRuntimeConfig', () => {
  it('uses defaults for missing or malformed input', () => {
    for (const bad of [null, 'x', 42, [], { hosts: 'nope', flags: 3 }]) {
      const c = normalizeRuntimeConfig(bad);
      expect(c.storeSlug).toBe('demo');
      expect(c.hosts).toEqual(DEFAULT_HOSTS);
      expect(c.payments.provider).toBe('sandbox');
    }
  });

  it('keeps valid values, lower-cases the slug and trims trailing slashes of hosts', () => {
    const c = normalizeRuntimeConfig({
      storeSlug: 'Locked',
      hosts: { checkout: 'https://checkout.example.com/' },
      flags: { support: false, livechat: 'yes' },
      payments: { provider: 'live', stripePublishableKey: 'pk_test_1' },
    });
    expect(c.storeSlug).toBe('locked');
    expect(c.siteKey).toBe('locked');
    expect(c.hosts.checkout).toBe('https://checkout.example.com');
    expect(c.hosts.backend).toBe('/api/backend');
    expect(c.flags.support).toBe(false);
    expect(c.flags.livechat).toBe(false);
    expect(c.payments).toEqual({
      provider: 'live',
      stripePublishableKey: 'pk_test_1',
      paypalClientId: null,
    });
  });
});

describe('storeNotFoundUrl', () => {
  it('keeps a public URL and refuses anything else', () => {
    const url = (v: unknown) =>
      normalizeRuntimeConfig({ storeSlug: 'x', storeNotFoundUrl: v }).storeNotFoundUrl;
    expect(url('https://example.com/store-404')).toBe('https://example.com/store-404');
    expect(url(undefined)).toBeNull();
    for (const bad of ['javascript:alert(1)', '/404', 'http://localhost/404', 42, 'nope'])
      expect(url(bad)).toBeNull();
  });
});

describe('vitalsSampleRate', () => {
  it('keeps a share from 0 to 1; anything else reports every page view', () => {
    const rate = (v: unknown) =>
      normalizeRuntimeConfig({ storeSlug: 'x', vitalsSampleRate: v }).vitalsSampleRate;
    expect(rate(0.1)).toBe(0.1);
    expect(rate(0)).toBe(0);
    expect(rate(undefined)).toBe(1);
    for (const bad of [-1, 2, '0.5', null, Number.NaN]) expect(rate(bad)).toBe(1);
  });
});

describe('loadRuntimeConfig', () => {
  const answer = (status: number, body: string) =>
    jest.fn(async () => ({
      ok: status < 400,
      status,
      json: async () => JSON.parse(body),
    })) as unknown as typeof fetch;

  afterEach(() => setRuntimeConfig(DEFAULT_RUNTIME_CONFIG));

  it('installs the config of the store config.json names', async () => {
    global.fetch = answer(200, JSON.stringify({ storeSlug: 'AfterDark' }));
    const c = await loadRuntimeConfig();
    expect(c.storeSlug).toBe('afterdark');
    expect(getRuntimeConfig().storeSlug).toBe('afterdark');
  });

  it.each([
    ['a network failure', jest.fn().mockRejectedValue(new TypeError('Failed to fetch'))],
    ['a 500', answer(500, '{}')],
    ['a 404', answer(404, 'not found')],
    ['malformed JSON', answer(200, '{not json')],
    ['no storeSlug', answer(200, '{"siteKey":"x"}')],
    ['an empty storeSlug', answer(200, '{"storeSlug":"  "}')],
    ['a non-object', answer(200, '42')],
  ])('rejects on %s and never installs the demo store', async (_name, fetchImpl) => {
    setRuntimeConfig({ ...DEFAULT_RUNTIME_CONFIG, storeSlug: 'before' });
    global.fetch = fetchImpl as unknown as typeof fetch;
    await expect(loadRuntimeConfig()).rejects.toBeInstanceOf(RuntimeConfigError);
    expect(getRuntimeConfig().storeSlug).toBe('before');
  });
});

describe('getRuntimeConfig', () => {
  it('throws until a config is installed (no silent default store)', () => {
    const key = Symbol.for('@store/runtime-config/v1');
    const g = globalThis as unknown as Record<symbol, unknown>;
    const saved = g[key];
    delete g[key];
    try {
      expect(() => getRuntimeConfig()).toThrow(RuntimeConfigError);
    } finally {
      g[key] = saved;
    }
  });
});

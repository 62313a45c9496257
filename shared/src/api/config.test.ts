import { DEFAULT_HOSTS, normalizeRuntimeConfig } from './config';

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

import { bus, DEFAULT_THEME_DATA, type Store } from '@store/shared';
import { mergeTheme } from './mergeTheme';
import { loadStoreData } from './loadStoreData';
import { resolveStoreName } from './storeName';
import { buildStoreTheme } from './ThemeRoot';

const json = (status: number, body: unknown) =>
  ({ ok: status < 400, status, text: async () => JSON.stringify(body) }) as Response;

describe('mergeTheme', () => {
  it.each([null, undefined, 'nope', 42, [], { styles: 'x', content: [1], brand: 7, meta: null }])(
    'falls back to the default theme for malformed input %p',
    (input) => {
      const t = mergeTheme(input);
      expect(t.styles).toEqual(DEFAULT_THEME_DATA.styles);
      expect(t.content.cart.title).toBe('Your cart');
      expect(t.content.notification).toEqual({ html: '', enabled: false });
      expect(t.flags?.ageVerification).toBe(false);
      expect(t.previewMode).toBe(false);
    },
  );

  it('falls back per field: bad values use defaults, good ones are kept', () => {
    const t = mergeTheme({
      styles: {
        colors: { primary: '#ff0000', text: 12, accent: '' },
        fonts: { heading: 'Georgia' },
      },
      content: {
        cart: { title: 'Your bag' },
        heroBanner: { title: ['x'], template: 'custom', ctaText: 5 },
        notification: { html: '<b>Hi</b>', enabled: 'yes' },
        categories: [{ slug: 'a', displayName: 'A', image: '/a.png' }, 'junk', { slug: 3 }],
      },
      meta: { storeName: 'Acme' },
      flags: { ageVerification: true, support: 'off' },
      previewMode: true,
    });
    expect(t.styles.colors.primary).toBe('#ff0000');
    expect(t.styles.colors.text).toBe(DEFAULT_THEME_DATA.styles.colors.text);
    expect(t.styles.colors.accent).toBe(DEFAULT_THEME_DATA.styles.colors.accent);
    expect(t.styles.fonts).toEqual({
      heading: 'Georgia',
      body: DEFAULT_THEME_DATA.styles.fonts.body,
    });
    expect(t.content.cart.title).toBe('Your bag');
    expect(t.content.heroBanner.title).toBe(DEFAULT_THEME_DATA.content.heroBanner.title);
    expect(t.content.heroBanner.template).toBe('custom');
    expect(t.content.heroBanner.ctaText).toBe('Shop now');
    expect(t.content.notification).toEqual({ html: '<b>Hi</b>', enabled: false });
    expect(t.content.categories).toEqual([{ slug: 'a', displayName: 'A', image: '/a.png' }]);
    expect(t.meta.storeName).toBe('Acme');
    expect(t.flags).toEqual({ ageVerification: true });
    expect(t.previewMode).toBe(true);
  });

  it('keeps only store paths and public URLs in links and images (SPEC §5)', () => {
    const t = mergeTheme({
      brand: {
        logo: 'data:image/svg+xml,<svg onload=alert(1)>',
        socialMedia: [
          { id: 'a', icon: 'instagram', url: 'https://instagram.com/shop' },
          { id: 'b', icon: 'x', url: 'javascript:alert(1)' },
          { id: 'c', icon: 'x', url: '//evil.example.com' },
        ],
      },
      content: {
        heroBanner: {
          ctaLink: '//evil.example.com/phish',
          backgroundImage: 'http://169.254.169.254/latest',
          titleImg: 'https://cdn.example.com/title.png',
        },
        header: { logoLink: 'data:text/html,hi' },
      },
    });
    expect(t.content.heroBanner.ctaLink).toBe('/');
    expect(t.content.heroBanner.backgroundImage).toBeNull();
    expect(t.content.heroBanner.titleImg).toBe('https://cdn.example.com/title.png');
    expect(t.brand.logo).toBeNull();
    expect(t.content.header.logoLink).toBeNull();
    expect(t.brand.socialMedia.map((s) => s.id)).toEqual(['a']);
    expect(
      mergeTheme({ content: { heroBanner: { ctaLink: '/collection/tees' } } }).content.heroBanner
        .ctaLink,
    ).toBe('/collection/tees');
  });

  it('reads the content remotes show (login, about, categories, promo banners) through the same schema', () => {
    const t = mergeTheme({
      content: {
        login: { title: 'Members', body: 'Ask us for the password.', logo: 'javascript:alert(1)' },
        about: {
          aboutText: [{ text: '<p>Hi</p>', list: ['One', 2, 'Three'] }, { text: 7 }, null],
          heroImage: '/media/about.jpg',
        },
        categories: [
          { slug: 'mugs', displayName: 'Mugs', image: 'data:image/png;base64,AAAA' },
          { slug: 'hats', displayName: 'Hats', image: 'https://cdn.example.com/hats.png', x: 1 },
        ],
        promoBanners: [
          { code: 'SAVE10', text: '10% off', type: 'percent', value: 10 },
          { code: 'FIVE', text: '$5 off', type: 'fixed', value: { amount: 5, currency: 'USD' } },
          { code: 'BAD', text: 'junk', value: 'lots' },
          { text: 'no code' },
        ],
      },
    });
    expect(t.content.login).toEqual({
      title: 'Members',
      body: 'Ask us for the password.',
      logo: null,
    });
    // Entries of the wrong shape go, and so do list items that are not text.
    expect(t.content.about).toEqual({
      aboutText: [{ text: '<p>Hi</p>', list: ['One', 'Three'] }],
      heroImage: '/media/about.jpg',
    });
    expect(t.content.categories).toEqual([
      { slug: 'mugs', displayName: 'Mugs', image: '' },
      { slug: 'hats', displayName: 'Hats', image: 'https://cdn.example.com/hats.png' },
    ]);
    expect(t.content.promoBanners).toEqual([
      { code: 'SAVE10', text: '10% off', type: 'percent', value: 10 },
      { code: 'FIVE', text: '$5 off', type: 'fixed', value: { amount: 5, currency: 'USD' } },
      { code: 'BAD', text: 'junk', type: '', value: null },
    ]);
  });

  it('keeps extra routes with one segment and one target: a collection or a store path', () => {
    const t = mergeTheme({
      content: {
        extraRoutes: [
          { path: '/summer', collection: 'apparel', title: ' Summer shop ' },
          { path: 'shop', redirect: '/apparel' },
          { path: 'gifts', collection: 'drinkware', title: '' },
          { path: 'away', redirect: 'https://evil.example.org/' },
          { path: 'both', collection: 'apparel', redirect: '/apparel' },
          { path: 'deep/path', collection: 'apparel' },
          { path: 'none' },
          'summer',
        ],
      },
    });
    expect(t.content.extraRoutes).toEqual([
      { path: 'summer', collection: 'apparel', title: 'Summer shop' },
      { path: 'shop', redirect: '/apparel' },
      { path: 'gifts', collection: 'drinkware' },
    ]);
    expect(mergeTheme({ content: { extraRoutes: 'nope' } }).content.extraRoutes).toEqual([]);
  });

  it('builds a StoreTheme usable by every bundle', () => {
    const st = buildStoreTheme(mergeTheme({ styles: { buttons: { radius: '0' } } }), 'Acme');
    expect(st.storeName).toBe('Acme');
    expect(st.buttons.radius).toBe('0');
    expect(st.colors).toEqual(DEFAULT_THEME_DATA.styles.colors);
  });
});

describe('resolveStoreName', () => {
  const store = { name: 'API Name' } as Store;
  it('prefers theme meta, then brand name, then the store API name, then My Store', () => {
    expect(
      resolveStoreName(
        mergeTheme({ meta: { storeName: 'Meta' }, brand: { name: 'Brand' } }),
        store,
      ),
    ).toBe('Meta');
    expect(resolveStoreName(mergeTheme({ brand: { name: 'Brand' } }), store)).toBe('Brand');
    expect(resolveStoreName(mergeTheme({}), store)).toBe('API Name');
    expect(resolveStoreName(mergeTheme({}), null)).toBe('My Store');
  });
});

describe('loadStoreData', () => {
  afterEach(() => jest.restoreAllMocks());

  it('uses the default theme on a 404 and the store name from the API', async () => {
    global.fetch = jest.fn(async (url: RequestInfo | URL) =>
      String(url).startsWith('/api/theme')
        ? json(404, { errors: [{ code: 'theme', detail: 'Not found' }] })
        : json(200, { slug: 'demo', name: 'Demo Merch', collections: [] }),
    ) as unknown as typeof fetch;
    const d = await loadStoreData('demo', 'demo');
    expect(d.theme.styles).toEqual(DEFAULT_THEME_DATA.styles);
    expect(d.storeName).toBe('Demo Merch');
    expect(d.notFound).toBe(false);
  });

  it('reports a store not found (errors.store) and emits store:not-found', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    const seen: string[] = [];
    const sub = bus.on('store:not-found').subscribe((p) => seen.push(p.slug));
    global.fetch = jest.fn(async (url: RequestInfo | URL) =>
      String(url).startsWith('/api/theme')
        ? json(200, { meta: { storeName: 'Ghost' } })
        : json(404, { errors: [{ code: 'store', detail: 'Store not found' }] }),
    ) as unknown as typeof fetch;
    const d = await loadStoreData('ghost', 'ghost');
    expect(d.notFound).toBe(true);
    expect(seen).toEqual(['ghost']);
    sub.unsubscribe();
  });

  it('survives a theme answering malformed JSON', async () => {
    global.fetch = jest.fn(async (url: RequestInfo | URL) =>
      String(url).startsWith('/api/theme')
        ? ({ ok: true, status: 200, text: async () => '{"styles": ' } as Response)
        : json(200, { slug: 'demo', name: 'Demo Merch', collections: 'bad' }),
    ) as unknown as typeof fetch;
    const d = await loadStoreData('demo', 'demo');
    expect(d.theme.content.cart.title).toBe('Your cart');
    expect(d.storeName).toBe('Demo Merch');
    const themeCall = (global.fetch as jest.Mock).mock.calls.find(([u]) =>
      String(u).startsWith('/api/theme'),
    );
    expect(String(themeCall[0])).not.toContain('accessCode');
  });
});

/** @jest-environment jsdom */
import { GTAG_LAYER, META_PIXEL_URL, googleTagUrl, loadTags, type TagWindow } from './loadTags';

// The tags load from their own hosts and are told the dataLayer's events once each, after Google's
// consent signals when the store asked for consent.

type TestWindow = TagWindow & { fbq?: { queue: unknown[][] } & ((...a: unknown[]) => void) };

const freshWindow = (): TestWindow => ({
  document,
  location: { href: 'https://demo.example/listing/tee' },
  dataLayer: [{ event: 'page_view', page_path: '/listing/tee', page_title: 'Tee' }],
});

const scripts = () =>
  [...document.head.querySelectorAll<HTMLScriptElement>('script')].map((s) => ({
    src: s.src,
    async: s.async,
  }));
/** gtag() pushes Arguments objects: read them as arrays. */
const commands = (layer: unknown[] | undefined) =>
  (layer ?? []).map((a) => Array.from(a as ArrayLike<unknown>));

beforeEach(() => {
  document.head.innerHTML = '';
});

test('a Google tag: consent signals, its config without a page view of its own, then every event', () => {
  const win = freshWindow();
  loadTags(win, { google: 'G-AB12CD34EF', meta: null, askConsent: true });
  win.dataLayer?.push({ event: 'add_to_cart', ecommerce: { currency: 'USD', value: 5 } });

  expect(scripts()).toEqual([
    {
      src: 'https://www.googletagmanager.com/gtag/js?id=G-AB12CD34EF&l=storeGtagLayer',
      async: true,
    },
  ]);
  const sent = commands(win[GTAG_LAYER]);
  expect(sent.map((c) => c.slice(0, 2))).toEqual([
    ['consent', 'default'],
    ['consent', 'update'],
    ['js', expect.any(Date)],
    ['config', 'G-AB12CD34EF'],
    ['event', 'page_view'],
    ['event', 'add_to_cart'],
  ]);
  expect(sent[0]?.[2]).toEqual({
    ad_storage: 'denied',
    ad_user_data: 'denied',
    ad_personalization: 'denied',
    analytics_storage: 'denied',
  });
  expect(sent[1]?.[2]).toMatchObject({ ad_storage: 'granted', analytics_storage: 'granted' });
  expect(sent[3]?.[2]).toEqual({ send_page_view: false });
  expect(sent[4]?.[2]).toMatchObject({ page_location: 'https://demo.example/listing/tee' });
  expect(sent[5]?.[2]).toEqual({ currency: 'USD', value: 5 });
  // The store's dataLayer holds only its own events: the tag's commands are apart.
  expect(win.dataLayer).toHaveLength(2);
});

test('a store that does not ask sends no consent signal', () => {
  const win = freshWindow();
  loadTags(win, { google: 'G-AB12CD34EF', meta: null, askConsent: false });
  expect(commands(win[GTAG_LAYER]).map((c) => c[0])).toEqual(['js', 'config', 'event']);
});

test('a Tag Manager container reads the dataLayer itself: consent and its start go there', () => {
  const win = freshWindow();
  loadTags(win, { google: 'GTM-K9X2P7Q', meta: null, askConsent: true });
  expect(scripts().map((s) => s.src)).toEqual([
    'https://www.googletagmanager.com/gtm.js?id=GTM-K9X2P7Q',
  ]);
  const layer = win.dataLayer ?? [];
  expect(layer[0]).toEqual({ event: 'page_view', page_path: '/listing/tee', page_title: 'Tee' });
  expect(commands(layer.slice(1, 3)).map((c) => c.slice(0, 2))).toEqual([
    ['consent', 'default'],
    ['consent', 'update'],
  ]);
  expect(layer[3]).toMatchObject({ event: 'gtm.js' });
  expect(win[GTAG_LAYER]).toBeUndefined();
});

test("Meta's pixel: consent, its id, then the standard events through its queue", () => {
  const win = freshWindow();
  loadTags(win, { google: null, meta: '1234567890123456', askConsent: true });
  win.dataLayer?.push({ event: 'product-impression', ecommerce: { items: [] } });
  win.dataLayer?.push({
    event: 'add_to_cart',
    ecommerce: { currency: 'USD', value: 50, items: [{ item_id: 'p1', quantity: 2 }] },
  });
  expect(scripts().map((s) => s.src)).toEqual([META_PIXEL_URL]);
  expect(win.fbq?.queue).toEqual([
    ['consent', 'grant'],
    ['init', '1234567890123456'],
    ['track', 'PageView', {}],
    [
      'track',
      'AddToCart',
      { currency: 'USD', value: 50, content_ids: ['p1'], content_type: 'product', num_items: 2 },
    ],
  ]);
});

test('both at once: each event reaches each tag once', () => {
  const win = freshWindow();
  loadTags(win, { google: 'G-AB12CD34EF', meta: '1234567890123456', askConsent: false });
  win.dataLayer?.push({ event: 'begin_checkout', ecommerce: { value: 9 } });
  expect(scripts()).toHaveLength(2);
  const googleEvents = commands(win[GTAG_LAYER]).filter((c) => c[0] === 'event');
  expect(googleEvents.map((c) => c[1])).toEqual(['page_view', 'begin_checkout']);
  expect(win.fbq?.queue.filter((c) => c[0] === 'track').map((c) => c[1])).toEqual([
    'PageView',
    'InitiateCheckout',
  ]);
});

test('the ids go into the script URL escaped (they are validated before: tagSettings)', () => {
  expect(googleTagUrl('G-A&B')).toBe(
    'https://www.googletagmanager.com/gtag/js?id=G-A%26B&l=storeGtagLayer',
  );
});

test('consent withdrawn on the page: each tag is told, the events stop; given again, they go on', () => {
  const win = freshWindow();
  const tags = loadTags(win, {
    google: 'G-AB12CD34EF',
    meta: '1234567890123456',
    askConsent: true,
  });
  tags.consent('denied');
  tags.consent('denied');
  win.dataLayer?.push({ event: 'add_to_cart', ecommerce: { currency: 'USD', value: 5 } });
  tags.consent('granted');
  win.dataLayer?.push({ event: 'begin_checkout', ecommerce: { currency: 'USD', value: 5 } });

  const google = commands(win[GTAG_LAYER]).filter((c) => c[0] !== 'js' && c[0] !== 'config');
  expect(google.map((c) => `${String(c[0])} ${String(c[1])}`)).toEqual([
    'consent default',
    'consent update',
    'event page_view',
    'consent update',
    'consent update',
    'event begin_checkout',
  ]);
  expect(google[3]?.[2]).toMatchObject({ ad_storage: 'denied', analytics_storage: 'denied' });
  expect(google[4]?.[2]).toMatchObject({ ad_storage: 'granted', analytics_storage: 'granted' });
  const meta = (win.fbq?.queue ?? []).map((c) => `${String(c[0])} ${String(c[1])}`);
  expect(meta).toEqual([
    'consent grant',
    'init 1234567890123456',
    'track PageView',
    'consent revoke',
    'consent grant',
    'track InitiateCheckout',
  ]);
});

test('a Tag Manager container reads the dataLayer itself: a withdrawal is a consent update on it', () => {
  const win = freshWindow();
  loadTags(win, { google: 'GTM-AB12CD', meta: null, askConsent: true }).consent('denied');
  const updates = (win.dataLayer ?? [])
    .filter((e): e is ArrayLike<unknown> => !!e && typeof e === 'object' && !('event' in e))
    .map((a) => Array.from(a));
  expect(updates.map((c) => c.slice(0, 2))).toEqual([
    ['consent', 'default'],
    ['consent', 'update'],
    ['consent', 'update'],
  ]);
  expect(updates[2]?.[2]).toMatchObject({ ad_storage: 'denied' });
});

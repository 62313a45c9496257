import { get, startServer, withFrontend, type TestServer } from './helpers';
import { registered } from './support/registered';

// Issue 13: /robots.txt and /sitemap.xml per store (the host name names the store).
let s: TestServer;
beforeAll(async () => {
  s = await startServer({ defaultStore: 'demo' }, (dir) => withFrontend(dir));
  // Its owner's edits below reach it as change events from then on.
  await registered(s);
});
afterAll(() => s.close());

// Node's fetch sets Host itself; the store server reads X-Forwarded-Host first (behind a proxy).
const as = (host: string) => ({ 'x-forwarded-host': host, accept: '*/*' });
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);

describe('robots.txt', () => {
  test('a public store: crawlers kept out of cart, checkout, thank-you, search and login; its sitemap named', async () => {
    const r = await get(s.base, '/robots.txt', as('demo.localhost'));
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = r.body as string;
    for (const path of ['/cart', '/checkout', '/thankyou', '/search', '/login'])
      expect(text).toContain(`Disallow: ${path}\n`);
    expect(text).not.toMatch(/^Disallow: \/$/m);
    expect(text).toContain(`Sitemap: ${s.base}/sitemap.xml`);
  });

  test('a locked store keeps every crawler out', async () => {
    const r = await get(s.base, '/robots.txt', as('locked.localhost'));
    expect(r.body).toBe('User-agent: *\nDisallow: /\n');
  });
});

describe('sitemap.xml', () => {
  test('the demo store: home, legal pages, collections and public listings with lastmod', async () => {
    const r = await get(s.base, '/sitemap.xml', as('demo.localhost'));
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toMatch(/^application\/xml/);
    const xml = r.body as string;
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset')).toBe(true);
    const urls = locs(xml);
    expect(urls.slice(0, 3)).toEqual([
      `${s.base}/`,
      `${s.base}/terms-of-use`,
      `${s.base}/privacy-policy`,
    ]);
    expect(urls).toContain(`${s.base}/listing/tidepool-wave-tee`);
    expect(urls).toContain(`${s.base}/apparel`);
    // Every URL has a lastmod date from the catalog.
    expect([...xml.matchAll(/<lastmod>(\d{4}-\d{2}-\d{2})<\/lastmod>/g)]).toHaveLength(urls.length);
    // Private listings are absent.
    const priv = await s.api.app.db.all<{ slug: string }>(
      "SELECT l.slug FROM listings l JOIN stores st ON st.id = l.store_id WHERE st.slug = 'demo' AND l.visibility = 'private'",
    );
    expect(priv.length).toBeGreaterThan(0);
    for (const p of priv) expect(urls).not.toContain(`${s.base}/listing/${p.slug}`);
  });

  test('a locked store has no sitemap (nothing of it listed before the access code)', async () => {
    const r = await get(s.base, '/sitemap.xml', as('locked.localhost'));
    expect(r.status).toBe(404);
    expect(r.body.errors[0].code).toBe('sitemap');
  });

  test('a listing going private leaves the sitemap on the next request', async () => {
    const before = locs((await get(s.base, '/sitemap.xml', as('demo.localhost'))).body);
    await s.api.changeCatalog(
      "UPDATE listings SET visibility = 'private' WHERE slug = 'tidepool-wave-tee'",
      [],
      'demo',
    );
    try {
      const after = locs((await get(s.base, '/sitemap.xml', as('demo.localhost'))).body);
      expect(before).toContain(`${s.base}/listing/tidepool-wave-tee`);
      expect(after).not.toContain(`${s.base}/listing/tidepool-wave-tee`);
    } finally {
      await s.api.changeCatalog(
        "UPDATE listings SET visibility = 'public' WHERE slug = 'tidepool-wave-tee'",
        [],
        'demo',
      );
    }
  });

  test('lastmod follows an edit of the listing, not a sale', async () => {
    const lastmodOf = async (slug: string) => {
      const xml = (await get(s.base, '/sitemap.xml', as('demo.localhost'))).body as string;
      return new RegExp(`/listing/${slug}</loc><lastmod>([^<]+)</lastmod>`).exec(xml)?.[1];
    };
    // A listing no other test has edited.
    const { slug } = (await s.api.app.db.get<{ slug: string }>(
      `SELECT l.slug FROM listings l JOIN stores st ON st.id = l.store_id
       WHERE st.slug = 'demo' AND l.visibility = 'public' AND l.updated_at IS NULL
         AND l.slug <> 'tidepool-wave-tee' ORDER BY l.position LIMIT 1`,
    ))!;
    const before = await lastmodOf(slug);
    expect(before).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const today = new Date().toISOString().slice(0, 10);
    expect(before).not.toBe(today); // seeded in the past
    // A sale tells the store servers too (the API fires an event on each order): read again.
    await s.api.changeCatalog(
      'UPDATE listings SET orders_count = orders_count + 1 WHERE slug = ?',
      [slug],
      'demo',
    );
    expect(await lastmodOf(slug)).toBe(before);
    const { title } = (await s.api.app.db.get<{ title: string }>(
      'SELECT title FROM listings WHERE slug = ?',
      [slug],
    ))!;
    await s.api.changeCatalog(
      'UPDATE listings SET title = ? WHERE slug = ?',
      [`${title} (new)`, slug],
      'demo',
    );
    try {
      expect(await lastmodOf(slug)).toBe(today);
    } finally {
      await s.api.changeCatalog(
        'UPDATE listings SET title = ?, orders_count = orders_count - 1 WHERE slug = ?',
        [title, slug],
        'demo',
      );
    }
  });

  test('titles cannot break the XML: slugs are escaped', async () => {
    const xml = (await get(s.base, '/sitemap.xml', as('demo.localhost'))).body as string;
    expect(xml).not.toMatch(/<loc>[^<]*[&"'][^<]*<\/loc>/);
  });
});

describe('a store past the per-file limit gets a sitemap index', () => {
  let m: TestServer;
  beforeAll(async () => {
    m = await startServer({ defaultStore: 'demo', sitemapMaxUrls: 1000 }, (dir) =>
      withFrontend(dir),
    );
  });
  afterAll(() => m.close());

  test('the megastore (7,500 listings): an index of parts, each part its slice, every listing once', async () => {
    const index = await get(m.base, '/sitemap.xml', as('megastore.localhost'));
    expect(index.body).toContain('<sitemapindex');
    const parts = locs(index.body);
    expect(parts[0]).toBe(`${m.base}/sitemap-1.xml`);
    const all: string[] = [];
    for (const p of parts) {
      const part = await get(m.base, new URL(p).pathname, as('megastore.localhost'));
      expect(part.status).toBe(200);
      all.push(...locs(part.body));
    }
    const listings = all.filter((u) => u.includes('/listing/'));
    expect(new Set(listings).size).toBe(listings.length);
    const publicCount = (await m.api.app.db.get<{ n: number }>(
      "SELECT COUNT(*) AS n FROM listings l JOIN stores st ON st.id = l.store_id WHERE st.slug = 'megastore' AND l.visibility = 'public'",
    ))!.n;
    expect(listings).toHaveLength(Number(publicCount));
    expect(publicCount).toBeGreaterThan(7000);
    // A part past the end is a 404; so is a malformed one.
    const past = await get(m.base, `/sitemap-${parts.length + 1}.xml`, as('megastore.localhost'));
    expect(past.status).toBe(404);
  });
});

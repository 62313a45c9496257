import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { JSDOM } from 'jsdom';
import { withFavicon, withLang } from '../src/pageMarkup';
import { get, startServer, withFrontend, type TestServer } from './helpers';
import { registered } from './support/registered';

// Issue 13: the store server writes each page's head into the first HTML (title, description,
// canonical, hreflang, Open Graph / Twitter, JSON-LD), from the catalog, escaped.
let s: TestServer;
beforeAll(async () => {
  s = await startServer({ defaultStore: 'demo' }, (dir) => {
    const opts = withFrontend(dir);
    // As a production build leaves it: the template precompressed beside itself.
    const shell = path.join(dir, 'frontend', 'shell', 'dist');
    const template = fs.readFileSync(path.join(shell, 'index.html'));
    fs.writeFileSync(path.join(shell, 'index.html.gz'), zlib.gzipSync(template));
    fs.writeFileSync(path.join(shell, 'index.html.br'), zlib.brotliCompressSync(template));
    return opts;
  });
  await registered(s);
});
afterAll(() => s.close());

const STORE = 'Tidepool Supply Co.';
const SCHEMA = 'https://schema.org';

interface Head {
  status: number;
  html: string;
  lang: string | null;
  titles: string[];
  meta: (key: string) => string | null;
  canonical: string | null;
  alternates: Record<string, string>;
  robots: string | null;
  ld: Record<string, any>[]; // eslint-disable-line @typescript-eslint/no-explicit-any -- parsed JSON-LD, checked field by field
  scripts: HTMLScriptElement[];
}

async function page(
  path: string,
  o: { host?: string; headers?: Record<string, string> } = {},
): Promise<Head> {
  const r = await get(s.base, path, {
    accept: 'text/html',
    'x-forwarded-host': o.host ?? 'demo.localhost',
    ...o.headers,
  });
  const html = r.body as string;
  const doc = new JSDOM(html).window.document;
  const head = doc.head;
  const attr = (sel: string, a: string) => head.querySelector(sel)?.getAttribute(a) ?? null;
  return {
    status: r.status,
    html,
    lang: doc.documentElement.getAttribute('lang'),
    titles: [...doc.querySelectorAll('title')].map((t) => t.textContent ?? ''),
    meta: (key) => attr(`meta[name="${key}"], meta[property="${key}"]`, 'content'),
    canonical: attr('link[rel="canonical"]', 'href'),
    alternates: Object.fromEntries(
      [...head.querySelectorAll('link[rel="alternate"][hreflang]')].map((l) => [
        l.getAttribute('hreflang')!,
        l.getAttribute('href')!,
      ]),
    ),
    robots: attr('meta[name="robots"]', 'content'),
    ld: [...head.querySelectorAll('script[type="application/ld+json"]')].map((e) =>
      JSON.parse(e.textContent ?? ''),
    ),
    scripts: [...doc.querySelectorAll('script')],
  };
}

function ldOf(h: Head, type: string) {
  const found = h.ld.find((d) => d['@type'] === type);
  if (!found) throw new Error(`no ${type} in the JSON-LD of the page`);
  return found;
}

/** The schema.org BreadcrumbList shape: ListItems numbered from 1, each with a name and an absolute URL. */
function expectBreadcrumbs(h: Head, names: string[]) {
  const list = ldOf(h, 'BreadcrumbList');
  expect(list['@context']).toBe(SCHEMA);
  expect(list.itemListElement.map((i: { name: string }) => i.name)).toEqual(names);
  list.itemListElement.forEach(
    (i: { '@type': string; position: number; item: string }, n: number) => {
      expect(i['@type']).toBe('ListItem');
      expect(i.position).toBe(n + 1);
      expect(i.item.startsWith(`${s.base}/`)).toBe(true);
    },
  );
  return list;
}

describe('indexable pages', () => {
  test('home: store name, hero text, canonical, hreflang for the 8 locales, Organization and WebSite with SearchAction', async () => {
    const h = await page('/');
    expect(h.status).toBe(200);
    expect(h.titles).toEqual([STORE]);
    expect(h.meta('description')).toBe(
      'Goods for people who check the tide chart first. New: the Kelp Forest drop. Tees, hoodies, mugs and prints drawn on the California coast and printed to order.',
    );
    expect(h.canonical).toBe(`${s.base}/`);
    expect(h.robots).toBeNull();
    expect(h.alternates).toEqual({
      en: `${s.base}/?locale=en`,
      de: `${s.base}/?locale=de`,
      nl: `${s.base}/?locale=nl`,
      fr: `${s.base}/?locale=fr`,
      it: `${s.base}/?locale=it`,
      es: `${s.base}/?locale=es`,
      'pt-BR': `${s.base}/?locale=pt-BR`,
      'en-GB': `${s.base}/?locale=en-GB`,
      'x-default': `${s.base}/`,
    });
    expect(h.meta('og:title')).toBe(STORE);
    expect(h.meta('og:type')).toBe('website');
    expect(h.meta('og:url')).toBe(`${s.base}/`);
    expect(h.meta('og:site_name')).toBe(STORE);
    expect(h.meta('twitter:card')).toBe('summary');
    const org = ldOf(h, 'Organization');
    expect(org).toMatchObject({ '@context': SCHEMA, name: STORE, url: `${s.base}/` });
    expect(org.sameAs).toContain('https://www.instagram.com/tidepoolsupply');
    const site = ldOf(h, 'WebSite');
    expect(site).toMatchObject({ '@context': SCHEMA, name: STORE, url: `${s.base}/` });
    expect(site.potentialAction['@type']).toBe('SearchAction');
    expect(site.potentialAction.target.urlTemplate).toBe(
      `${s.base}/search?searchterm={search_term_string}`,
    );
    expect(site.potentialAction['query-input']).toBe('required name=search_term_string');
    // The template's own <title> gives way: one title per document.
    expect(h.html).not.toContain('<title>shell</title>');
  });

  test('a listing: product title, description, image and price; Product with one Offer per variant; breadcrumbs', async () => {
    const api = (await get(s.base, '/api/backend/v0/listing/tidepool-wave-tee?store_slug=demo'))
      .body;
    const listing = api.listing ?? api;
    const h = await page('/listing/tidepool-wave-tee?pid=5001&utm_source=x');
    expect(h.status).toBe(200);
    expect(h.titles).toEqual([`${listing.title} | ${STORE}`]);
    // Search engines show about 160 characters: cut at a word, the full text in the Product.
    const description = h.meta('description')!;
    expect(description.length).toBeLessThanOrEqual(160);
    expect(description.endsWith('…')).toBe(true);
    expect(listing.description.startsWith(description.slice(0, -1))).toBe(true);
    // Canonical drops the product choice and tracking parameters.
    expect(h.canonical).toBe(`${s.base}/listing/tidepool-wave-tee`);
    expect(h.alternates.de).toBe(`${s.base}/listing/tidepool-wave-tee?locale=de`);
    expect(h.meta('og:type')).toBe('product');
    expect(h.meta('og:image')).toMatch(new RegExp(`^${s.base}/api/backend/media/mockups/`));
    expect(h.meta('product:price:amount')).toBe(listing.price.toFixed(2));
    expect(h.meta('product:price:currency')).toBe('USD');
    expect(h.meta('twitter:card')).toBe('summary_large_image');

    const product = ldOf(h, 'Product');
    expect(product).toMatchObject({
      '@context': SCHEMA,
      name: listing.title,
      description: listing.description,
      url: `${s.base}/listing/tidepool-wave-tee`,
      brand: { '@type': 'Brand', name: STORE },
    });
    expect(product.image.length).toBeGreaterThan(0);
    for (const img of product.image) expect(img.startsWith(`${s.base}/`)).toBe(true);
    // One Offer per product type × colour × size the API shows, priced as the API prices it.
    const variants = listing.products.flatMap(
      (p: {
        productId: string;
        variations: {
          sizes: { id: string; price: number }[];
          availableSizesWithId: { id: string }[];
          variationId: string;
        }[];
      }) =>
        p.variations.flatMap((v) =>
          v.sizes.map((sz) => ({
            sku: `${p.productId}-${v.variationId}-${sz.id}`,
            price: sz.price.toFixed(2),
            inStock: v.availableSizesWithId.some((a) => a.id === sz.id),
            url: `${s.base}/listing/tidepool-wave-tee?pid=${p.productId}`,
          })),
        ),
    );
    expect(product.offers).toHaveLength(variants.length);
    for (const v of variants) {
      const offer = product.offers.find((o: { sku: string }) => o.sku === v.sku);
      expect(offer).toMatchObject({
        '@type': 'Offer',
        price: v.price,
        priceCurrency: 'USD',
        availability: v.inStock ? `${SCHEMA}/InStock` : `${SCHEMA}/OutOfStock`,
        itemCondition: `${SCHEMA}/NewCondition`,
        url: v.url,
      });
    }
    expectBreadcrumbs(h, [STORE, listing.collections[0].name, listing.title]);
  });

  test('availability follows the inventory, and an edit shows on the next request (cached on the catalog version)', async () => {
    const row = (await s.api.app.db.get<{
      variation_id: string;
      size_id: string;
      product_id: string;
    }>(
      `SELECT i.variation_id, i.size_id, v.product_id FROM inventory i
       JOIN variations v ON v.id = i.variation_id JOIN products p ON p.id = v.product_id
       JOIN listings l ON l.id = p.listing_id WHERE l.slug = 'tidepool-wave-tee' AND i.quantity > 0 LIMIT 1`,
    ))!;
    const sku = `${row.product_id}-${row.variation_id}-${row.size_id}`;
    const offer = async () =>
      ldOf(await page('/listing/tidepool-wave-tee'), 'Product').offers.find(
        (o: { sku: string }) => o.sku === sku,
      );
    expect((await offer()).availability).toBe(`${SCHEMA}/InStock`);
    const before = (await s.api.app.db.get<{ quantity: number }>(
      'SELECT quantity FROM inventory WHERE variation_id = ? AND size_id = ?',
      [row.variation_id, row.size_id],
    ))!.quantity;
    // An owner's edit on the API, told to the store server by its change event.
    await s.api.changeCatalog(
      'UPDATE inventory SET quantity = 0 WHERE variation_id = ? AND size_id = ?',
      [row.variation_id, row.size_id],
      'demo',
    );
    try {
      expect((await offer()).availability).toBe(`${SCHEMA}/OutOfStock`);
    } finally {
      await s.api.changeCatalog(
        'UPDATE inventory SET quantity = ? WHERE variation_id = ? AND size_id = ?',
        [before, row.variation_id, row.size_id],
        'demo',
      );
    }
  });

  test('a collection and a sub-collection: name and count, breadcrumbs', async () => {
    const apparel = await page('/apparel');
    expect(apparel.status).toBe(200);
    expect(apparel.titles).toEqual([`Apparel | ${STORE}`]);
    const total = (await s.api.app.db.get<{ n: number }>(
      `SELECT COUNT(DISTINCT l.id) AS n FROM listings l JOIN listing_collections lc ON lc.listing_id = l.id
       JOIN collections c ON c.id = lc.collection_id JOIN stores st ON st.id = l.store_id
       WHERE st.slug = 'demo' AND l.visibility = 'public' AND (c.slug = 'apparel' OR c.parent_id = (SELECT id FROM collections WHERE slug = 'apparel' AND store_id = st.id))`,
    ))!.n;
    expect(total).toBeGreaterThan(1);
    expect(apparel.meta('description')).toBe(`${total} products in Apparel`);
    expect(apparel.canonical).toBe(`${s.base}/apparel`);
    expectBreadcrumbs(apparel, [STORE, 'Apparel']);
    const hoodies = await page('/hoodies');
    expect(hoodies.titles).toEqual([`Hoodies | ${STORE}`]);
    expectBreadcrumbs(hoodies, [STORE, 'Apparel', 'Hoodies']);
  });

  test('legal pages and support articles carry their own titles', async () => {
    expect((await page('/terms-of-use')).titles).toEqual([`Terms of Use | ${STORE}`]);
    expect((await page('/privacy-policy')).titles).toEqual([`Privacy Policy | ${STORE}`]);
    const articles = (await get(s.base, '/api/backend/v1/support/articles?storeSlug=demo')).body
      .categories[0].articles;
    const a = articles[0];
    const h = await page(`/support/${a.slug}`);
    expect(h.status).toBe(200);
    expect(h.titles).toEqual([`${a.title} | ${STORE}`]);
    // The article body is HTML: the description is its text.
    expect(h.meta('description')).not.toMatch(/[<>]/);
    expect(h.meta('description')!.length).toBeLessThanOrEqual(160);
    expect(h.canonical).toBe(`${s.base}/support/${a.slug}`);
  });
});

test("about: described by the theme's about text, as mf-support's page describes it", async () => {
  const h = await page('/about');
  expect(h.status).toBe(200);
  expect(h.titles).toEqual([`About | ${STORE}`]);
  expect(h.meta('description')).toMatch(
    /^Tidepool Supply Co\. started as a sketchbook on a Monterey sea wall\. .*…$/,
  );
  expect(h.meta('description')!.length).toBeLessThanOrEqual(160);
  expect(h.canonical).toBe(`${s.base}/about`);
});

describe('pages kept out of search results', () => {
  // The page names of shared's head catalog, as the pages' own PageHead says them.
  test.each([
    ['/search?searchterm=tee', `Search | ${STORE}`],
    ['/cart', `Your cart | ${STORE}`],
    ['/checkout/abc', `Checkout | ${STORE}`],
    ['/thankyou?orderNumber=1', `Thank you for your order! | ${STORE}`],
    ['/login', `This store is private | ${STORE}`],
  ])('%s: noindex, no canonical, no structured data', async (path, title) => {
    const h = await page(path);
    expect(h.status).toBe(200);
    expect(h.titles).toEqual([title]);
    expect(h.robots).toBe('noindex');
    expect(h.canonical).toBeNull();
    expect(h.alternates).toEqual({});
    expect(h.ld).toEqual([]);
  });

  test('unknown listings and paths: 404 with the not-found title, noindex', async () => {
    for (const path of ['/listing/no-such-thing', '/no-such-collection', '/a/b/c', '/404']) {
      const h = await page(path);
      expect([path, h.status]).toEqual([path, 404]);
      expect(h.titles).toEqual([`Page not found | ${STORE}`]);
      expect(h.robots).toBe('noindex');
    }
  });

  test('a private listing is noindex, without structured data', async () => {
    const priv = (await s.api.app.db.get<{ slug: string; title: string }>(
      "SELECT l.slug, l.title FROM listings l JOIN stores st ON st.id = l.store_id WHERE st.slug = 'demo' AND l.visibility = 'private'",
    ))!;
    const h = await page(`/listing/${priv.slug}`);
    expect(h.status).toBe(200);
    expect(h.robots).toBe('noindex');
    expect(h.canonical).toBeNull();
    expect(h.ld).toEqual([]);
  });

  test('a locked store: noindex for the whole visit and nothing of the store in the head', async () => {
    const locked = (await s.api.app.db.get<{ name: string }>(
      "SELECT name FROM stores WHERE slug = 'locked'",
    ))!;
    for (const path of ['/', '/listing/anything', '/apparel']) {
      const h = await page(path, { host: 'locked.localhost' });
      expect(h.status).toBe(200);
      expect(h.titles).toEqual(['Login']);
      // No data-page-head marker: the browser keeps it after navigation.
      expect(h.html).toContain('<meta name="robots" content="noindex, nofollow">');
      expect(h.meta('description')).toBeNull();
      expect(h.meta('og:title')).toBeNull();
      expect(h.canonical).toBeNull();
      expect(h.ld).toEqual([]);
      expect(h.html).not.toContain(locked.name);
    }
  });
});

describe('language and currency', () => {
  test('a German browser gets German words, <html lang="de">, EUR prices and og:locale', async () => {
    const headers = { 'accept-language': 'de-DE,de;q=0.9' };
    const c = await page('/apparel', { headers });
    expect(c.lang).toBe('de');
    expect(c.meta('description')).toMatch(/^\d+ Produkte in Apparel$/);
    expect(c.meta('og:locale')).toBe('de_DE');
    const l = await page('/listing/tidepool-wave-tee', { headers });
    const eur = (
      await get(s.base, '/api/backend/v0/listing/tidepool-wave-tee?store_slug=demo&currency=EUR')
    ).body;
    const listing = eur.listing ?? eur;
    expect(l.meta('product:price:currency')).toBe('EUR');
    expect(l.meta('product:price:amount')).toBe(listing.price.toFixed(2));
    expect(ldOf(l, 'Product').offers[0].priceCurrency).toBe('EUR');
  });

  test('?locale= picks the language and stays in the canonical URL; a bad value is ignored', async () => {
    const fr = await page('/terms-of-use?locale=fr');
    expect(fr.lang).toBe('fr');
    expect(fr.titles).toEqual([`Conditions d’utilisation | ${STORE}`]);
    expect(fr.canonical).toBe(`${s.base}/terms-of-use?locale=fr`);
    const bad = await page('/terms-of-use?locale=%3Cscript%3E');
    expect(bad.status).toBe(200);
    expect(bad.lang).toBe('en');
    expect(bad.canonical).toBe(`${s.base}/terms-of-use`);
  });

  test('a listing URL currency prices the head; an unknown one is ignored', async () => {
    const gbp = await page('/listing/tidepool-wave-tee?currency=gbp');
    expect(gbp.meta('product:price:currency')).toBe('GBP');
    const bad = await page('/listing/tidepool-wave-tee?currency=XYZ');
    expect(bad.status).toBe(200);
    expect(bad.meta('product:price:currency')).toBe('USD');
  });
});

describe('data in the head is escaped', () => {
  test('a title with </title><script> and a description with markup stay text', async () => {
    const row = (await s.api.app.db.get<{ id: string; title: string; description: string }>(
      "SELECT id, title, description FROM listings WHERE slug = 'tidepool-wave-tee'",
    ))!;
    const evilTitle = 'Tee</title><script>alert(1)</script><title>"\'&';
    const evilText =
      '"><img src=x onerror=alert(2)> <b>Bold</b> & </script><script>alert(3)</script>';
    await s.api.changeCatalog(
      'UPDATE listings SET title = ?, description = ? WHERE id = ?',
      [evilTitle, evilText, row.id],
      'demo',
    );
    try {
      const h = await page('/listing/tidepool-wave-tee');
      expect(h.titles).toEqual([`${evilTitle} | ${STORE}`]);
      // Only our two data blocks are scripts; nothing the data wrote runs.
      expect(h.scripts.map((e) => e.type).sort()).toEqual([
        'application/json',
        'application/ld+json',
        'application/ld+json',
      ]);
      expect(h.html).not.toMatch(/<script>alert/);
      expect(h.html).not.toMatch(/<img src=x/);
      expect(h.meta('description')).toBe('"> Bold &');
      expect(h.meta('og:title')).toBe(`${evilTitle} | ${STORE}`);
      const product = ldOf(h, 'Product');
      expect(product.name).toBe(evilTitle);
    } finally {
      await s.api.changeCatalog(
        'UPDATE listings SET title = ?, description = ? WHERE id = ?',
        [row.title, row.description, row.id],
        'demo',
      );
    }
  });
});

test('curl without Accept-Encoding gets the written page at / (never the template file, never a 403)', async () => {
  const plain = (p: string) =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
      const u = new URL(s.base);
      http
        .get({ host: u.hostname, port: u.port, path: p, headers: { accept: '*/*' } }, (res) => {
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (c: string) => (body += c));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        })
        .on('error', reject);
    });
  for (const p of ['/', '/index.html']) {
    const r = await plain(p);
    expect([p, r.status]).toEqual([p, p === '/' ? 200 : 404]);
    if (p === '/') expect(r.body).toContain(`<title data-page-head>${STORE}</title>`);
  }
});

test('<html lang> is written into a minified template too', () => {
  expect(withLang('<!doctype html><html lang=en><head>', 'de')).toBe(
    '<!doctype html><html lang="de"><head>',
  );
  expect(withLang('<html lang="en">', 'pt-BR')).toBe('<html lang="pt-BR">');
  expect(withLang('<html lang=en>', null)).toBe('<html lang=en>');
});

test("the theme's favicon is in the first HTML (checked as the shell checks it), else the template's", async () => {
  const template = '<head><link rel=icon href=/favicon.ico></head>';
  const theme = (favicon: unknown) => ({ content: { favicon } });
  expect(withFavicon(template, theme('/media/logo.png'))).toBe(
    '<head><link rel="icon" href="/media/logo.png"></head>',
  );
  expect(withFavicon(template, theme('https://cdn.example.com/i.png?a=1&b="2"'))).toBe(
    '<head><link rel="icon" href="https://cdn.example.com/i.png?a=1&amp;b=%222%22"></head>',
  );
  // Not a store path or a public URL, or no theme at all: the template's icon stays.
  for (const bad of ['javascript:alert(1)', 'http://127.0.0.1/x.png', 42, null])
    expect(withFavicon(template, theme(bad))).toBe(template);
  expect(withFavicon(template, null)).toBe(template);
  expect(withFavicon('<head></head>', theme('/i.png'))).toBe(
    '<head><link rel="icon" href="/i.png"></head>',
  );

  const afterdark = await get(s.base, '/', {
    accept: 'text/html',
    'x-forwarded-host': 'afterdark.localhost',
  });
  expect(afterdark.body as string).toMatch(/<link rel="icon" href="[^"]*after-dark-logo[^"]*">/);
});

test('the page stays no-cache and varies on language and cookie', async () => {
  const r = await get(s.base, '/listing/tidepool-wave-tee', {
    accept: 'text/html',
    'x-forwarded-host': 'demo.localhost',
  });
  expect(r.headers.get('cache-control')).toBe('no-cache');
  expect(r.headers.get('vary')).toMatch(/Accept-Language/);
  expect(r.headers.get('vary')).toMatch(/Cookie/);
});

import fs from 'node:fs';
import path from 'node:path';
import type {
  Collection,
  ListingPayload,
  ProductsPage,
  ProductTile,
  ThemeData,
} from '@store/shared/src/types';
import { openDb } from '../src/db';
import { migrate } from '../src/db/migrate';
import { regenerateProductCache } from '../src/catalog/productCache';
import { AFTERDARK, MEGASTORE, seedAll } from '../src/seed';
import { FREE_RETURN_DAYS, ORDER_RECOVERY_DAYS } from '@store/shared/src/constants';
import { RECOVERY_DAYS, RETURN_DAYS, SUPPORT_CATEGORY_NAMES } from '../src/seed/support';
import { afterOtherWrite, get, startServer, type TestServer } from './helpers';

let s: TestServer;
beforeAll(async () => {
  s = await startServer();
});
afterAll(() => s.close());

const products = (q: string) => get<ProductsPage>(s.base, `/api/backend/v1/stores/products?${q}`);
const listing = (slug: string) =>
  get<ListingPayload>(s.base, `/api/backend/v0/listing/${slug}?store_slug=${AFTERDARK.slug}`);

const expectErrors = (r: { status: number; body: unknown }, status: number) => {
  expect(r.status).toBe(status);
  const errors = (r.body as { errors?: unknown[] }).errors;
  expect(Array.isArray(errors) && errors.length > 0).toBe(true);
};

describe('seeding', () => {
  test('the full seed (4 stores, 7,500+ listings) is fast and deterministic in size', async () => {
    const db = openDb(':memory:');
    await migrate(db);
    const ms = await seedAll(db);
    console.log(`seedAll: ${ms.toFixed(0)} ms`);
    expect(ms).toBeLessThan(3000);
    const n = async (sql: string) => (await db.get<{ n: number }>(sql))!.n;
    expect(await n('SELECT COUNT(*) AS n FROM stores')).toBe(4);
    expect(await n("SELECT COUNT(*) AS n FROM listings WHERE store_id = '3'")).toBe(
      MEGASTORE.listings,
    );
    await db.close();
  });
});

describe('megastore paging (150 per page, 50 pages)', () => {
  test('page 1: 150 tiles, totalPages 50, next 2', async () => {
    const r = await products(`slug=${MEGASTORE.slug}&per=150`);
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ page: 1, totalPages: 50, next: 2, per_page: 150 });
    expect(r.body.products).toHaveLength(150);
    expect(new Set(r.body.products.map((p) => p.productType)).size).toBe(5);
  });

  test('following next reaches page 50, the last (next null), with 7,500 distinct tiles', async () => {
    const seen = new Set<string>();
    let page: number | null = 1;
    let last: ProductsPage | null = null;
    let fetched = 0;
    while (page !== null) {
      const r: { status: number; body: ProductsPage } = await products(
        `slug=${MEGASTORE.slug}&per=150&page=${page}`,
      );
      expect(r.status).toBe(200);
      expect(r.body.page).toBe(page);
      for (const p of r.body.products) seen.add(p.id);
      last = r.body;
      fetched++;
      page = r.body.next;
    }
    expect(fetched).toBe(50);
    expect(last).toMatchObject({ page: 50, totalPages: 50, next: null });
    expect(last!.products).toHaveLength(150);
    expect(seen.size).toBe(7500);
  });

  test('page 49 points at 50; past the end is an empty last page', async () => {
    expect((await products(`slug=${MEGASTORE.slug}&page=49`)).body.next).toBe(50);
    const past = await products(`slug=${MEGASTORE.slug}&page=51`);
    expect(past.status).toBe(200);
    expect(past.body).toMatchObject({ page: 51, totalPages: 50, next: null, products: [] });
  });

  test('per is capped at 150 and defaults to 150', async () => {
    const big = await products(`slug=${MEGASTORE.slug}&per=999`);
    expect(big.body.per_page).toBe(150);
    expect(big.body.products).toHaveLength(150);
    expect(big.body.totalPages).toBe(50);
    const small = await products(`slug=${MEGASTORE.slug}&per=100`);
    expect(small.body).toMatchObject({ per_page: 100, totalPages: 75, next: 2 });
    expect((await products(`slug=${MEGASTORE.slug}`)).body.per_page).toBe(150);
  });

  test('bad page / per values are 400 with errors', async () => {
    for (const q of ['page=0', 'page=abc', 'page=-1', 'page=1.5', 'page=123456', 'per=abc'])
      expectErrors(await products(`slug=${MEGASTORE.slug}&${q}`), 400);
    expectErrors(await products('slug=no-such-store'), 404);
  });
});

describe('collections mode', () => {
  test('GET /v1/collections?storeSlug lists the tree with counts', async () => {
    const r = await get<{ collections: Collection[] }>(
      s.base,
      `/api/backend/v1/collections?storeSlug=${MEGASTORE.slug}`,
    );
    expect(r.status).toBe(200);
    expect(r.body.collections.map((c) => c.slug)).toEqual(['apparel', 'home', 'stickers']);
    const apparel = r.body.collections[0]!;
    expect(apparel.total_count).toBe(3000);
    expect(apparel.children!.map((c) => [c.slug, c.total_count])).toEqual([
      ['tees', 1500],
      ['hoodies', 1500],
    ]);
  });

  test('GET /collection/{id}/items?page pages one collection (sub-collections included)', async () => {
    const tree = await get<{ collections: Collection[] }>(
      s.base,
      `/api/backend/v1/collections?storeSlug=${MEGASTORE.slug}`,
    );
    const tees = tree.body.collections[0]!.children!.find((c) => c.slug === 'tees')!;
    const p1 = await get<ProductsPage>(s.base, `/api/backend/collection/${tees.id}/items?page=1`);
    expect(p1.status).toBe(200);
    expect(p1.body).toMatchObject({ page: 1, totalPages: 10, next: 2, per_page: 150 });
    expect(p1.body.products.every((p) => p.productType === 't-shirt')).toBe(true);
    const p10 = await get<ProductsPage>(s.base, `/api/backend/collection/${tees.id}/items?page=10`);
    expect(p10.body).toMatchObject({ page: 10, next: null });
    expect(p10.body.products).toHaveLength(150);
    const apparel = tree.body.collections[0]!;
    const all = await get<ProductsPage>(s.base, `/api/backend/collection/${apparel.id}/items`);
    expect(all.body).toMatchObject({ page: 1, totalPages: 20 });
  });

  test('unknown store / collection → 404; bad page → 400', async () => {
    const store = await get(s.base, '/api/backend/v1/collections?storeSlug=nope');
    expectErrors(store, 404);
    expect(store.body.errors[0]).toMatchObject({
      code: 'store',
      source: { parameter: 'storeSlug' },
    });
    const col = await get(s.base, '/api/backend/collection/999999/items?page=1');
    expectErrors(col, 404);
    expect(col.body.errors[0].code).toBe('collection');
    expectErrors(await get(s.base, '/api/backend/v1/collections'), 400);
    for (const page of ['0', 'abc', '-2'])
      expectErrors(await get(s.base, `/api/backend/collection/501/items?page=${page}`), 400);
    expectErrors(await get(s.base, '/api/backend/collection/not%20an%20id/items'), 400);
  });
});

describe('cached product JSON (static file)', () => {
  const cacheUrl = (slug: string) => `/api/backend/cache/products/${slug}.json`;

  test('served from <data dir>/product-cache with ETag, cache-control and 304', async () => {
    const r = await get<{ products: ProductTile[] }>(s.base, cacheUrl('demo'));
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toMatch(/^application\/json/);
    expect(r.headers.get('cache-control')).toBe('public, max-age=60');
    const etag = r.headers.get('etag')!;
    expect(etag).toMatch(/^".+"$/);
    expect(r.body.products).toHaveLength(45);
    expect(r.body.products[0]).toMatchObject({ slug: 'tidepool-wave-tee', price: 24.99 });
    expect(r.body.products.some((p) => p.visibility === 'private')).toBe(false);
    const file = path.join(s.dir, 'product-cache', 'demo.json');
    expect(JSON.parse(fs.readFileSync(file, 'utf8'))).toEqual(r.body);
    const again = await fetch(s.base + cacheUrl('demo'), { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
  });

  test('written at start-up for small stores; the megastore on first request (7,500 tiles)', async () => {
    expect(fs.existsSync(path.join(s.dir, 'product-cache', 'afterdark.json'))).toBe(true);
    const t0 = performance.now();
    const r = await get<{ products: ProductTile[] }>(s.base, cacheUrl(MEGASTORE.slug));
    console.log(`megastore cache file: ${(performance.now() - t0).toFixed(0)} ms (first request)`);
    expect(r.status).toBe(200);
    expect(r.body.products).toHaveLength(7500);
    expect(fs.existsSync(path.join(s.dir, 'product-cache', 'megastore.json'))).toBe(true);
  });

  test('regenerated when products change: explicit call and orders/visibility fingerprint', async () => {
    const before = await get<{ products: ProductTile[] }>(s.base, cacheUrl('afterdark'));
    const etag = before.headers.get('etag');
    // A title change: the writer calls regenerateProductCache.
    await s.app.db.run("UPDATE listings SET title = 'Last Call Tee (Reprint)' WHERE slug = ?", [
      AFTERDARK.popularSlug,
    ]);
    expect(await regenerateProductCache(s.app.db, 'afterdark')).toBe(true);
    const renamed = await get<{ products: ProductTile[] }>(s.base, cacheUrl('afterdark'));
    expect(renamed.headers.get('etag')).not.toBe(etag);
    expect(renamed.body.products[0]!.title).toBe('Last Call Tee (Reprint)');
    // An order bumps orders_count (as order placement does): detected without any call.
    await s.app.db.run('UPDATE listings SET orders_count = orders_count + 1 WHERE slug = ?', [
      AFTERDARK.popularSlug,
    ]);
    const ordered = await get<{ products: ProductTile[] }>(s.base, cacheUrl('afterdark'));
    expect(ordered.body.products[0]!.orders).toBe(AFTERDARK.popularOrders + 1);
    // A listing going private leaves the file.
    await s.app.db.run("UPDATE listings SET visibility = 'private' WHERE slug = ?", [
      AFTERDARK.nftSlug,
    ]);
    const hidden = await get<{ products: ProductTile[] }>(s.base, cacheUrl('afterdark'));
    expect(hidden.body.products.map((p) => p.slug)).not.toContain(AFTERDARK.nftSlug);
    await s.app.db.run(
      "UPDATE listings SET visibility = 'public', title = 'Last Call Tee' WHERE slug IN (?, ?)",
      [AFTERDARK.nftSlug, AFTERDARK.popularSlug],
    );
    await s.app.db.run('UPDATE listings SET orders_count = ? WHERE slug = ?', [
      AFTERDARK.popularOrders,
      AFTERDARK.popularSlug,
    ]);
    expect(await regenerateProductCache(s.app.db, 'afterdark')).toBe(true);
    expect(await regenerateProductCache(s.app.db, 'nope')).toBe(false);
  });

  test('a price written by another connection (another process) rewrites the file; stock does not', async () => {
    const priceOf = async () => {
      const r = await get<{ products: ProductTile[] }>(s.base, cacheUrl('demo'));
      return {
        etag: r.headers.get('etag'),
        price: r.body.products.find((p) => p.slug === 'tidepool-wave-tee')!.price,
      };
    };
    const before = await priceOf();
    expect(before.price).toBe(24.99);
    const other = await s.connectAgain();
    try {
      const restock = (n: number) =>
        other.run(
          "UPDATE inventory SET quantity = quantity + ? WHERE size_id = 's' AND variation_id IN (SELECT id FROM variations WHERE product_id = '5001')",
          [n],
        );
      await restock(1);
      await restock(-1);
      expect((await priceOf()).etag).toBe(before.etag);
      await other.run("UPDATE products SET price_cents = 1999 WHERE id = '5001'");
      await other.run(
        "UPDATE product_sizes SET price_cents = 1999 WHERE product_id = '5001' AND size_id = 's'",
      );
      expect(await afterOtherWrite(s, async () => (await priceOf()).price, 19.99)).toBe(19.99);
    } finally {
      await other.run("UPDATE products SET price_cents = 2499 WHERE id = '5001'");
      await other.run(
        "UPDATE product_sizes SET price_cents = 2499 WHERE product_id = '5001' AND size_id = 's'",
      );
      await other.close();
    }
    // The restore is another connection's write too: PostgreSQL's notification may come after
    // the next read (ci30 read 19.99 here once).
    expect(await afterOtherWrite(s, async () => (await priceOf()).price, 24.99)).toBe(24.99);
  });

  test('unknown store → 404; bad file names → 400', async () => {
    const r = await get(s.base, cacheUrl('nope'));
    expectErrors(r, 404);
    expect(r.body.errors[0].code).toBe('store');
    expectErrors(await get(s.base, '/api/backend/cache/products/demo.txt'), 400);
    expectErrors(await get(s.base, '/api/backend/cache/products/..%2Fdemo.json'), 400);
  });
});

describe('demo-data cases (store afterdark)', () => {
  test('a variant with more than 10 sizes', async () => {
    const r = await listing(AFTERDARK.manySizesSlug);
    expect(r.status).toBe(200);
    const sizes = r.body.products[0]!.variations[0]!.sizes;
    expect(sizes.length).toBeGreaterThan(10);
    expect(sizes.map((z) => z.label).slice(0, 3)).toEqual(['XS', 'S', 'M']);
  });

  test('a size label longer than 5 characters', async () => {
    const r = await listing(AFTERDARK.longSizeSlug);
    const labels = r.body.products[0]!.variations.flatMap((v) => v.sizes.map((z) => z.label));
    expect(labels).toContain('One Size Fits Most');
    expect(labels.some((l) => l.length > 5)).toBe(true);
  });

  test('an NFT listing, with availability behind the x-api-key header', async () => {
    const r = await listing(AFTERDARK.nftSlug);
    expect(r.body.products[0]!.productType).toBe('nft');
    expect(r.body.fulfillmentDetails.type).toBe('digital');
    const a = await get(
      s.base,
      `/api/availability/v1/availability?userToken=wallet-1&listingId=${r.body.listingId}`,
      { 'x-api-key': 'sandbox' },
    );
    expect(a.status).toBe(200);
    expect(typeof a.body.count).toBe('number');
    const unknown = await get(
      s.base,
      '/api/availability/v1/availability?userToken=wallet-1&listingId=999999',
      { 'x-api-key': 'sandbox' },
    );
    expectErrors(unknown, 404);
  });

  test('a pre-order listing', async () => {
    expect((await listing(AFTERDARK.preorderSlug)).body.preorder).toBe(true);
    expect((await listing(AFTERDARK.popularSlug)).body.preorder).toBe(false);
  });

  test('a listing with more than 100 orders', async () => {
    expect((await listing(AFTERDARK.popularSlug)).body.orders).toBeGreaterThan(100);
  });

  test('an out-of-stock listing: every variant 0', async () => {
    const r = await listing(AFTERDARK.soldOutSlug);
    const vs = r.body.products.flatMap((p) => p.variations);
    expect(vs.length).toBeGreaterThan(0);
    for (const v of vs) {
      expect(v.inventoryCount).toBe(0);
      expect(v.availableSizesWithId).toEqual([]);
    }
    const inv = await get(
      s.base,
      `/api/backend/v1/inventory?colorId=${vs[0]!.variationId}&sizeId=${vs[0]!.sizes[0]!.id}`,
    );
    expect(inv.body).toEqual({ inventoryCount: 0 });
  });

  test('support articles in the four categories', async () => {
    const r = await get<{
      categories: {
        name: string;
        slug: string;
        articles: { slug: string; title: string; body: string }[];
      }[];
    }>(s.base, '/api/backend/v1/support/articles?storeSlug=demo');
    expect(r.status).toBe(200);
    expect(r.body.categories.map((c) => c.name)).toEqual([...SUPPORT_CATEGORY_NAMES]);
    expect(r.body.categories.map((c) => c.name)).toEqual([
      'About my order',
      'Shipping',
      'Billing',
      'Understanding our policies',
    ]);
    for (const c of r.body.categories) {
      expect(c.articles.length).toBeGreaterThan(0);
      for (const a of c.articles) {
        expect(a.slug).toMatch(/^[a-z0-9-]+$/);
        expect(a.title.length).toBeGreaterThan(0);
        expect(a.body).toMatch(/^<(p|ul)>/);
      }
    }
    // The help centre's 13 articles, their links store paths, their numbers the store's rules.
    const articles = r.body.categories.flatMap((c) => c.articles);
    expect(articles).toHaveLength(13);
    expect(new Set(articles.map((a) => a.slug)).size).toBe(13);
    const hrefs = articles.flatMap((a) => [...a.body.matchAll(/href="([^"]+)"/g)].map((m) => m[1]));
    expect(hrefs.length).toBeGreaterThan(0);
    for (const h of hrefs) expect(h).toMatch(/^\/[a-z]/);
    expect([RETURN_DAYS, RECOVERY_DAYS]).toEqual([FREE_RETURN_DAYS, ORDER_RECOVERY_DAYS]);
    expectErrors(await get(s.base, '/api/backend/v1/support/articles?storeSlug=nope'), 404);
    expectErrors(await get(s.base, '/api/backend/v1/support/articles'), 400);
  });

  test('theme data uses every ThemeData field; age verification on for afterdark only', async () => {
    const r = await get<ThemeData>(s.base, `/api/theme/?siteKey=${AFTERDARK.slug}`);
    expect(r.status).toBe(200);
    const t = r.body;
    expect(t.flags).toEqual({ ageVerification: true, support: true });
    expect(t.brand.logo).toBeTruthy();
    expect(t.brand.socialMedia.length).toBeGreaterThan(0);
    const hero = t.content.heroBanner;
    for (const k of [
      'template',
      'title',
      'subtitle',
      'body',
      'titleImg',
      'titleBadge',
      'ctaText',
      'ctaLink',
      'ctaOpenInNewWindow',
      'showSearch',
      'searchPlaceholder',
      'backgroundImage',
    ] as const)
      expect(hero[k]).not.toBeUndefined();
    expect(hero.template).toBe('custom');
    expect(t.content.categories.length).toBeGreaterThan(0);
    expect(t.content.about.aboutText.some((a) => a.list && a.list.length > 0)).toBe(true);
    expect(t.content.about.heroImage).toBeTruthy();
    expect(t.content.notification.enabled).toBe(true);
    expect(t.content.notification.html).toMatch(/<strong>/);
    expect(t.content.promoBanners!.map((b) => b.type)).toEqual(['percentage', 'fixed_value']);
    expect(t.content.login.logo).toBeTruthy();
    expect(t.content.footer.copyright).toBeTruthy();
    expect(t.content.header.logoLink).toBe('/');
    expect(t.content.favicon).toBeTruthy();
    expect(t.meta.gaToken).toBeTruthy();
    expect(t.layout.pagination).toBe(true);
    const demo = await get<ThemeData>(s.base, '/api/theme/?siteKey=demo');
    expect(demo.body.flags?.ageVerification).toBe(false);
    expect(demo.body.content.extraRoutes).toEqual([
      { path: 'gifts', collection: 'mugs', title: 'Gift mugs' },
      { path: 'shop', redirect: '/apparel' },
    ]);
  });

  test('unknown listing in afterdark → 404 listing', async () => {
    const r = await get(
      s.base,
      `/api/backend/v0/listing/no-such-listing?store_slug=${AFTERDARK.slug}`,
    );
    expectErrors(r, 404);
    expect(r.body.errors[0].code).toBe('listing');
  });
});

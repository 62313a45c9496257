import type {
  Collection,
  ListingPayload,
  ProductsPage,
  Store,
  ThemeData,
} from '@store/shared/src/types';
import { createPreviewToken } from '../src/lib/preview';
import {
  call,
  fixedClock,
  get,
  NOW,
  startServer,
  type TestServer,
  TEST_PREVIEW_SECRET,
} from './helpers';

let s: TestServer;
beforeAll(async () => {
  s = await startServer({ now: fixedClock });
});
afterAll(() => s.close());

const previewHeader = (slug = 'demo') => ({
  'x-preview-token': createPreviewToken(TEST_PREVIEW_SECRET, slug, NOW.getTime() + 3600_000),
});

describe('stores', () => {
  test('GET /v1/stores answers the demo store', async () => {
    const r = await get<Store>(s.base, '/api/backend/v1/stores?slug=demo');
    expect(r.status).toBe(200);
    expect(r.body.name).toBe('Tidepool Supply Co.');
    expect(r.body.slug).toBe('demo');
    expect(r.body.collections.map((c) => c.slug)).toEqual([
      'apparel',
      'drinkware',
      'stickers-prints',
      'digital',
      'bestsellers',
    ]);
    expect(r.body.collections[0]!.children?.map((c) => c.slug)).toEqual(['t-shirts', 'hoodies']);
    expect(r.body.promoCodes).toContainEqual({
      code: 'SAVE5',
      type: 'fixed_value',
      value: { amount: 500, currency: 'USD' },
    });
    expect(r.body.region).toBe('usa');
  });

  test('slug is case-insensitive; unknown store is 404 with code store', async () => {
    expect((await get(s.base, '/api/backend/v1/stores?slug=DEMO')).body.slug).toBe('demo');
    const r = await get(s.base, '/api/backend/v1/stores?slug=nope');
    expect(r.status).toBe(404);
    expect(r.body.errors[0]).toMatchObject({
      status: 404,
      code: 'store',
      source: { parameter: 'slug' },
    });
  });

  test('collections tree with counts', async () => {
    const r = await get<{ collections: Collection[] }>(
      s.base,
      '/api/backend/v1/stores/collections?slug=demo',
    );
    const apparel = r.body.collections.find((c) => c.slug === 'apparel')!;
    const tees = apparel.children!.find((c) => c.slug === 't-shirts')!;
    expect(tees.total_count).toBe(12); // the private tee is not counted
    expect(apparel.total_count).toBe(20);
    const list = await get<{ collections: Collection[] }>(
      s.base,
      '/api/backend/v1/collections?storeSlug=demo',
    );
    expect(list.body.collections).toEqual(r.body.collections);
  });
});

describe('products', () => {
  test('lists >= 40 public tiles, never the private listing', async () => {
    const r = await get<ProductsPage>(s.base, '/api/backend/v1/stores/products?slug=demo');
    expect(r.status).toBe(200);
    expect(r.body.per_page).toBe(150);
    expect(r.body.products.length).toBeGreaterThanOrEqual(40);
    expect(r.body).toMatchObject({ page: 1, totalPages: 1, next: null });
    expect(r.body.products.find((p) => p.slug === 'crew-only-tee')).toBeUndefined();
    const t = r.body.products[0]!;
    expect(t).toMatchObject({
      slug: 'tidepool-wave-tee',
      title: 'Tidepool Wave Tee',
      price: 24.99,
      productType: 't-shirt',
    });
    expect(t.url).toBe(`/listing/tidepool-wave-tee?pid=${t.productId}`);
    expect(t.imageUrl).toMatch(
      /^\/api\/backend\/media\/mockups\/t-shirt\/[0-9a-f]{6}\/front\/tidepool-wave\.svg$/,
    );
    const types = new Set(r.body.products.map((p) => p.productType));
    for (const type of ['t-shirt', 'hoodie', 'mug', 'sticker', 'poster', 'Digital'])
      expect(types.has(type)).toBe(true);
  });

  test('pagination: page, per, next, totalPages', async () => {
    const p1 = await get<ProductsPage>(s.base, '/api/backend/v1/stores/products?slug=demo&per=20');
    expect(p1.body).toMatchObject({ page: 1, totalPages: 3, next: 2, per_page: 20 });
    expect(p1.body.products).toHaveLength(20);
    const p3 = await get<ProductsPage>(
      s.base,
      '/api/backend/v1/stores/products?slug=demo&per=20&page=3',
    );
    expect(p3.body.next).toBeNull();
    expect(p3.body.products).toHaveLength(5);
    const big = await get<ProductsPage>(
      s.base,
      '/api/backend/v1/stores/products?slug=demo&per=999',
    );
    expect(big.body.per_page).toBe(150);
  });

  test('collection filter includes sub-collections; unknown collection is 404', async () => {
    const apparel = await get<ProductsPage>(
      s.base,
      '/api/backend/v1/stores/products?slug=demo&collection=apparel',
    );
    expect(apparel.body.products).toHaveLength(20);
    const mugs = await get<ProductsPage>(
      s.base,
      '/api/backend/v1/stores/products?slug=demo&collection=mugs',
    );
    expect(mugs.body.products.every((p) => p.productType === 'mug')).toBe(true);
    const bad = await get(s.base, '/api/backend/v1/stores/products?slug=demo&collection=nope');
    expect(bad.status).toBe(404);
    expect(bad.body.errors[0].code).toBe('collection');
    const items = await get<ProductsPage>(s.base, `/api/backend/collection/305/items?page=1`);
    expect(items.body.products.length).toBe(mugs.body.products.length);
  });

  test('visibility=any includes private listings only with a valid preview token', async () => {
    const plain = await get<ProductsPage>(
      s.base,
      '/api/backend/v1/stores/products?slug=demo&visibility=any',
    );
    expect(plain.body.products.some((p) => p.slug === 'crew-only-tee')).toBe(false);
    const forged = await get<ProductsPage>(
      s.base,
      '/api/backend/v1/stores/products?slug=demo&visibility=any',
      {
        'x-preview-token': 'abc.def',
      },
    );
    expect(forged.body.products.some((p) => p.slug === 'crew-only-tee')).toBe(false);
    const other = await get<ProductsPage>(
      s.base,
      '/api/backend/v1/stores/products?slug=demo&visibility=any',
      previewHeader('locked'),
    );
    expect(other.body.products.some((p) => p.slug === 'crew-only-tee')).toBe(false);
    const preview = await get<ProductsPage>(
      s.base,
      '/api/backend/v1/stores/products?slug=demo&visibility=any',
      previewHeader(),
    );
    const tile = preview.body.products.find((p) => p.slug === 'crew-only-tee');
    expect(tile?.visibility).toBe('private');
  });

  test('product cache JSON per store', async () => {
    const r = await get<{ products: unknown[] }>(s.base, '/api/backend/cache/products/demo.json');
    expect(r.status).toBe(200);
    expect(r.body.products.length).toBeGreaterThanOrEqual(40);
  });
});

describe('listings', () => {
  test('v0 listing with products_payload, colours and per-size prices', async () => {
    const r = await get<ListingPayload>(
      s.base,
      '/api/backend/v0/listing/tidepool-wave-tee?store_slug=demo&currency=USD',
    );
    expect(r.status).toBe(200);
    expect(r.body.title).toBe('Tidepool Wave Tee');
    expect(r.body.products_payload).toEqual(r.body.products);
    expect(r.body.products.map((p) => p.productType)).toEqual(['t-shirt', 'hoodie']);
    const tee = r.body.products[0]!;
    expect(tee.variations.map((v) => v.title)).toEqual(['Black', 'White', 'Navy', 'Heather Grey']);
    const black = tee.variations[0]!;
    expect(black.attributes.hex).toBe('#111111');
    expect(black.sizes.map((z) => [z.label, z.price])).toEqual([
      ['S', 24.99],
      ['M', 24.99],
      ['L', 24.99],
      ['XL', 24.99],
      ['2XL', 26.99],
      ['3XL', 28.99],
    ]);
    const navy = tee.variations.find((v) => v.title === 'Navy')!;
    expect(navy.availableSizesWithId.map((z) => z.id)).not.toContain('3xl');
    expect(tee.details?.materials).toMatch(/cotton/);
    expect(tee.details?.sizeChart['2XL']).toEqual({ Width: '26', Length: '32' });
    expect(r.body.fulfillmentDetails.type).toBe('physical');
  });

  test('v1 listings; productId checks; 404 codes product vs listing', async () => {
    const ok = await get(s.base, '/api/backend/v1/listings?slug=tidepool-wave-tee&storeSlug=demo');
    expect(ok.status).toBe(200);
    expect(ok.body.products_payload).toBeUndefined();
    const pid = ok.body.products[1].productId;
    expect(
      (
        await get(
          s.base,
          `/api/backend/v1/listings?slug=tidepool-wave-tee&storeSlug=demo&productId=${pid}`,
        )
      ).status,
    ).toBe(200);
    const badProduct = await get(
      s.base,
      '/api/backend/v1/listings?slug=tidepool-wave-tee&storeSlug=demo&productId=999999',
    );
    expect(badProduct.status).toBe(404);
    expect(badProduct.body.errors[0].code).toBe('product');
    const missingWithPid = await get(
      s.base,
      '/api/backend/v1/listings?slug=nope&storeSlug=demo&productId=5001',
    );
    expect(missingWithPid.body.errors[0].code).toBe('product');
    const missing = await get(s.base, '/api/backend/v1/listings?slug=nope&storeSlug=demo');
    expect(missing.status).toBe(404);
    expect(missing.body.errors[0].code).toBe('listing');
    const v0 = await get(s.base, '/api/backend/v0/listing/nope?store_slug=demo');
    expect(v0.body.errors[0].code).toBe('listing');
  });

  test('private listing is answered with visibility private', async () => {
    const r = await get<ListingPayload>(
      s.base,
      '/api/backend/v1/listings?slug=crew-only-tee&storeSlug=demo',
    );
    expect(r.status).toBe(200);
    expect(r.body.visibility).toBe('private');
  });

  test('private variations only in preview', async () => {
    const plain = await get<ListingPayload>(
      s.base,
      '/api/backend/v0/listing/low-tide-club-tee?store_slug=demo',
    );
    const preview = await get<ListingPayload>(
      s.base,
      '/api/backend/v0/listing/low-tide-club-tee?store_slug=demo&visibility=any',
      previewHeader(),
    );
    const n = plain.body.products[0]!.variations.length;
    expect(preview.body.products[0]!.variations).toHaveLength(n + 1);
    expect(preview.body.products[0]!.variations[n]!.visibility).toBe('private');
  });

  test('single-variation digital listing', async () => {
    const r = await get<ListingPayload>(
      s.base,
      '/api/backend/v0/listing/tide-chart-wallpaper-pack?store_slug=demo',
    );
    expect(r.body.products).toHaveLength(1);
    expect(r.body.products[0]!.variations).toHaveLength(1);
    expect(r.body.products[0]!.variations[0]!.sizes).toEqual([
      { id: 'digital', label: 'Digital', price: 9.99 },
    ]);
    expect(r.body.fulfillmentDetails.type).toBe('digital');
  });

  test('blanks and inventory', async () => {
    const l = await get<ListingPayload>(
      s.base,
      '/api/backend/v0/listing/tidepool-wave-tee?store_slug=demo',
    );
    const tee = l.body.products[0]!;
    const blanks = await get(s.base, `/api/backend/v1/blanks?id=${tee.productId}`);
    expect(blanks.body.fit).toMatch(/Unisex/);
    expect((await get(s.base, '/api/backend/v1/blanks?id=classic-tee')).status).toBe(200);
    expect((await get(s.base, '/api/backend/v1/blanks?id=99999')).body.errors[0].code).toBe(
      'blank',
    );
    const navy = tee.variations.find((v) => v.title === 'Navy')!;
    const out = await get(
      s.base,
      `/api/backend/v1/inventory?colorId=${navy.variationId}&sizeId=3xl`,
    );
    expect(out.body).toEqual({ inventoryCount: 0 });
    const inStock = await get(
      s.base,
      `/api/backend/v1/inventory?colorId=${navy.variationId}&sizeId=m`,
    );
    expect(inStock.body.inventoryCount).toBeGreaterThan(0);
    expect((await get(s.base, `/api/backend/v1/inventory?colorId=1&sizeId=m`)).status).toBe(404);
  });
});

describe('localization, theme, media, misc', () => {
  test('localization details and buyer localization', async () => {
    const d = await get(s.base, '/api/backend/v1/localization_details?storeId=demo');
    expect(d.body.available_currencies.map((c: { currency: string }) => c.currency)).toEqual([
      'USD',
      'GBP',
      'EUR',
      'AUD',
      'CAD',
    ]);
    expect(d.body.available_locales).toHaveLength(8);
    expect((await get(s.base, '/api/backend/v1/localization_details?storeId=nope')).status).toBe(
      404,
    );
    const b = await get(s.base, '/api/backend/v1/buyer_localization?storeSlug=demo');
    expect(b.body).toEqual({
      buyer_region: 'USA',
      buyer_currency: 'USD',
      buyer_locale: 'en',
      fulfillment_region: 'USA',
    });
    const de = await get(s.base, '/api/backend/v1/buyer_localization?storeSlug=demo', {
      'accept-language': 'de-DE',
    });
    expect(de.body.buyer_currency).toBe('EUR');
  });

  test('theme by site key; 404 for unknown; previewMode with token', async () => {
    const t = await get<ThemeData>(s.base, '/api/theme/?siteKey=demo');
    expect(t.status).toBe(200);
    expect(t.body.meta.storeName).toBe('Tidepool Supply Co.');
    expect(t.body.content.heroBanner.title).toBeTruthy();
    expect(t.body.content.notification.html).toContain('FREESHIP');
    expect(t.body.previewMode).toBe(false);
    expect(
      (await get<ThemeData>(s.base, '/api/theme?siteKey=demo', previewHeader())).body.previewMode,
    ).toBe(true);
    const locked = await get<ThemeData>(s.base, '/api/theme/?siteKey=locked&accessCode=letmein');
    expect(locked.body.meta.storeName).toBe('Backstage Pass Merch');
    const nf = await get(s.base, '/api/theme/?siteKey=nope');
    expect(nf.status).toBe(404);
    expect(nf.body.errors[0].code).toBe('theme');
  });

  test('SVG mockups with long cache headers', async () => {
    const r = await fetch(
      `${s.base}/api/backend/media/mockups/hoodie/1f2a44/front/kelp-forest.svg`,
    );
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toContain('image/svg+xml');
    expect(r.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const svg = await r.text();
    expect(svg).toContain('fill="#1f2a44"');
    expect(svg).toContain('Kelp Forest');
    expect(
      (await fetch(`${s.base}/api/backend/media/mockups/hoodie/zzzzzz/front/x.svg`)).status,
    ).toBe(400);
    expect(
      (await fetch(`${s.base}/api/backend/media/mockups/boat/111111/front/x.svg`)).status,
    ).toBe(400);
  });

  test('tracking, availability, order recovery, pre-order, verifyDomain', async () => {
    expect(
      (
        await call(s.base, 'POST', '/api/tracking/tracking/viewed_campaign', {
          campaign_id: 'c1',
          referrer: '',
          get_vars: {},
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await get(s.base, '/api/availability/v1/availability?userToken=u&listingId=1001', {
          'x-api-key': 'sandbox',
        })
      ).body,
    ).toEqual({ count: 1 });
    const rec = await call(
      s.base,
      'POST',
      '/api/commerce/v1/orders/recover?email=a%40b.co&slug=demo',
    );
    expect(rec.body).toEqual({ success: true, error: null });
    expect(
      (await call(s.base, 'POST', '/api/commerce/v1/orders/recover?email=bad&slug=demo')).status,
    ).toBe(400);
    const form = new URLSearchParams({
      fullname: 'Ada',
      email: 'a@b.co',
      colorId: '70001',
      sizeId: 'm',
      zip: '94043',
    });
    const pre = await fetch(`${s.base}/api/backend/`, { method: 'POST', body: form });
    expect(pre.status).toBe(201);
    const badPre = await fetch(`${s.base}/api/backend/`, {
      method: 'POST',
      body: new URLSearchParams({ fullname: 'Ada' }),
    });
    expect(badPre.status).toBe(422);
    expect(
      (
        await call(s.base, 'POST', '/api/payments/v1/payments/verifyDomain', {
          domainName: 'demo.example.com',
        })
      ).body,
    ).toEqual({ success: true });
  });
});

describe('availability API key (x-api-key)', () => {
  const url = '/api/availability/v1/availability?userToken=u&listingId=1001';
  const forbidden = (r: {
    status: number;
    body: { errors: { status: number; code: string }[] };
  }) => {
    expect(r.status).toBe(403);
    expect(r.body.errors).toHaveLength(1);
    expect(r.body.errors[0]).toMatchObject({ status: 403, code: 'api_key_invalid' });
  };

  test('no header is 403 api_key_invalid (not 401, which means "access code")', async () => {
    const r = await get(s.base, url);
    forbidden(r);
    expect(r.body.errors[0].detail).toMatch(/x-api-key/);
    // Even a request that would fail validation is refused at the gate first.
    forbidden(await get(s.base, '/api/availability/v1/availability?listingId=1001'));
  });

  test('a wrong key is 403; the right key answers the count', async () => {
    forbidden(await get(s.base, url, { 'x-api-key': 'sandbox-wrong' }));
    forbidden(await get(s.base, url, { 'x-api-key': 'SANDBOX' }));
    const ok = await get(s.base, url, { 'x-api-key': 'sandbox' });
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ count: 1 });
  });

  // The store server hands its own AVAILABILITY_API_KEY to the browser in config.json.
  test('a configured key replaces the default', async () => {
    const custom = await startServer({ availabilityApiKey: 'pk_avail_9f3c' });
    try {
      const ok = await get(custom.base, url, { 'x-api-key': 'pk_avail_9f3c' });
      expect(ok.body).toEqual({ count: 1 });
      forbidden(await get(custom.base, url, { 'x-api-key': 'sandbox' }));
    } finally {
      await custom.close();
    }
  });
});

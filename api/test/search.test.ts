import type { ProductTile, SearchResultsPage } from '@store/shared/src/types';
import searchOptions from '@store/shared/src/search/searchOptions.json';
import Fuse, { type IFuseOptions } from 'fuse.js';
import { get, startServer, type TestServer } from './helpers';

// GET /v1/stores/search over HTTP: a term's matches, a page of 12, the SPEC's Fuse.js options on
// the store's product cache file, so the browser's suggestions (same file, same options) and the
// server's results agree.

let s: TestServer;
beforeAll(async () => {
  s = await startServer();
});
afterAll(() => s.close());

const search = (query: string) =>
  get<SearchResultsPage & { errors?: { code: string }[] }>(
    s.base,
    `/api/backend/v1/stores/search?${query}`,
  );

/** What the browser's Fuse finds over the same file: every match, best first. */
async function browserMatches(slug: string, term: string): Promise<string[]> {
  const file = await get<{ products: ProductTile[] }>(
    s.base,
    `/api/backend/cache/products/${slug}.json`,
  );
  const fuse = new Fuse(file.body.products, searchOptions as IFuseOptions<ProductTile>);
  return fuse.search(term).map((r) => r.item.id);
}

test('a term: its matches best first, 12 a page, the same as Fuse over the product file', async () => {
  for (const [slug, term] of [
    ['demo', 'hoodie'],
    ['megastore', 'tee'],
    ['megastore', 'harbor mug'],
  ] as const) {
    const expected = await browserMatches(slug, term);
    expect(expected.length).toBeGreaterThan(0);
    const first = await search(`slug=${slug}&searchterm=${encodeURIComponent(term)}`);
    expect(first.status).toBe(200);
    expect(first.body.total).toBe(expected.length);
    expect(first.body.totalPages).toBe(Math.max(1, Math.ceil(expected.length / 12)));
    expect(first.body.products.map((p) => p.id)).toEqual(expected.slice(0, 12));
    if (first.body.totalPages > 1) {
      const second = await search(`slug=${slug}&searchterm=${encodeURIComponent(term)}&page=2`);
      expect(second.body.page).toBe(2);
      expect(second.body.products.map((p) => p.id)).toEqual(expected.slice(12, 24));
    }
  }
});

test("the largest store's answer is one page, not its catalogue", async () => {
  const r = await fetch(`${s.base}/api/backend/v1/stores/search?slug=megastore&searchterm=tee`);
  expect(r.status).toBe(200);
  expect((await r.text()).length).toBeLessThan(40_000);
});

test('fewer than 3 characters find nothing; a page past the end is the last', async () => {
  const short = await search('slug=demo&searchterm=te');
  expect(short.body).toEqual({ products: [], page: 1, totalPages: 1, total: 0 });
  const past = await search('slug=demo&searchterm=hoodie&page=99');
  expect(past.body.page).toBe(past.body.totalPages);
  expect(past.body.products.length).toBeGreaterThan(0);
});

test("priced in the shopper's currency by the server", async () => {
  const usd = await search('slug=demo&searchterm=hoodie');
  const eur = await search('slug=demo&searchterm=hoodie&currency=EUR');
  expect(eur.body.products.map((p) => p.id)).toEqual(usd.body.products.map((p) => p.id));
  expect(eur.body.products.every((p) => p.currency === 'EUR')).toBe(true);
  expect(eur.body.products[0]!.price).not.toBe(usd.body.products[0]!.price);
});

test('bad requests are 4xx with errors; a locked store asks for its code', async () => {
  expect((await search('slug=demo')).status).toBe(400);
  expect((await search(`slug=demo&searchterm=${'x'.repeat(201)}`)).status).toBe(400);
  expect((await search('slug=demo&searchterm=hoodie&page=0')).status).toBe(400);
  const unknown = await search('slug=nowhere&searchterm=hoodie');
  expect(unknown.status).toBe(404);
  expect(unknown.body.errors?.[0]?.code).toBe('store');
  expect((await search('slug=locked&searchterm=tee')).status).toBe(401);
});

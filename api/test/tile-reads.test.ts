import type { Db } from '../src/db';
import { hydrate, pageListings } from '../src/catalog/listings';
import { toTile } from '../src/catalog/listingShapes';
import { readTiles, tileListingOf } from '../src/catalog/tileReads';
import { startServer, type TestServer } from './helpers';

// On the engine the suite runs on (SQLite, or PostgreSQL in `npm run test:pg`): the seeded stores.
let s: TestServer;
let db: Db;
let storeIds: string[];
beforeAll(async () => {
  s = await startServer();
  db = s.app.db;
  storeIds = (await db.all<{ id: string }>('SELECT id FROM stores ORDER BY id')).map((r) => r.id);
});
afterAll(() => s.close());

const everyListing = (storeId: string, includePrivate: boolean) =>
  pageListings(db, storeId, { includePrivate, limit: 10_000, offset: 0 });

describe('the tiles of a products page (readTiles)', () => {
  test.each([false, true])(
    'are the very tiles of the listings read whole, in every store (private colours %s)',
    async (privateVariations) => {
      let compared = 0;
      for (const id of storeIds) {
        const { rows } = await everyListing(id, privateVariations);
        const whole = await hydrate(db, rows, { privateVariations });
        const tiles = await readTiles(db, rows, { privateVariations });
        expect(tiles.map((l) => toTile(l))).toEqual(whole.map((l) => toTile(tileListingOf(l))));
        // Which listings a page leaves out (none of their colours shown) is the same too.
        expect(tiles.map((l) => l.products.some((p) => p.firstHex !== null))).toEqual(
          whole.map((l) => l.products.some((p) => p.variations.length > 0)),
        );
        compared += rows.length;
      }
      expect(compared).toBeGreaterThan(7500);
    },
  );

  test('are read in 4 queries, none of them of stock, each about one row per product', async () => {
    const { rows } = await pageListings(db, storeIds[0]!, {
      includePrivate: false,
      limit: 150,
      offset: 0,
    });
    const all = jest.spyOn(db, 'all');
    try {
      const tiles = await readTiles(db, rows);
      const sql = all.mock.calls.map(([text]) => String(text));
      expect(sql).toHaveLength(4);
      expect(sql.some((q) => /inventory/.test(q))).toBe(false);
      const products = tiles.reduce((n, l) => n + l.products.length, 0);
      const answered = await Promise.all(
        all.mock.results.map((r) => r.value as Promise<unknown[]>),
      );
      for (const rowsOf of answered.slice(2)) expect(rowsOf.length).toBeLessThanOrEqual(products);
    } finally {
      all.mockRestore();
    }
  });
});

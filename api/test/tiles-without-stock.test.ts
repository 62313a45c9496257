import { openDb, type Db } from '../src/db';
import { migrate } from '../src/db/migrate';
import { hydrate, pageListings } from '../src/catalog/listings';
import { toTile } from '../src/catalog/listingShapes';
import { seedAll } from '../src/seed';

let db: Db;
beforeAll(async () => {
  db = openDb(':memory:');
  await migrate(db);
  await seedAll(db);
});

/** The demo store's first page of public listings. */
const firstPage = () => pageListings(db, '1', { includePrivate: false, limit: 150, offset: 0 });

describe('listings read for tiles (stock: false)', () => {
  test('read no inventory: one query fewer, and no variation carries stock', async () => {
    const { rows } = await firstPage();
    const all = jest.spyOn(db, 'all');
    try {
      const models = await hydrate(db, rows, { stock: false });
      const sql = all.mock.calls.map(([text]) => String(text));
      expect(sql.some((q) => /FROM inventory/.test(q))).toBe(false);
      expect(sql).toHaveLength(4);
      const variations = models.flatMap((l) => l.products.flatMap((p) => p.variations));
      expect(variations.length).toBeGreaterThan(0);
      expect(variations.every((v) => v.inventory.size === 0)).toBe(true);
    } finally {
      all.mockRestore();
    }
  });

  test('give the very tiles the listings with their stock give', async () => {
    const { rows } = await firstPage();
    const withStock = await hydrate(db, rows);
    const withoutStock = await hydrate(db, rows, { stock: false });
    expect(
      withStock.some((l) => l.products.some((p) => p.variations.some((v) => v.inventory.size))),
    ).toBe(true);
    expect(withoutStock.map((l) => toTile(l))).toEqual(withStock.map((l) => toTile(l)));
  });
});

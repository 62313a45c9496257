import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDb } from '../src/db';
import { migrate, MIGRATIONS_DIR, PG_MIGRATIONS_DIR } from '../src/db/migrate';
import { toPgPlaceholders } from '../src/db/placeholders';
import { seed, seedIfEmpty } from '../src/seed';

const tmp = () => path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'store-db-')), 'x.db');

const dump = async (file: string) => {
  const db = openDb(file);
  const tables = [
    'stores',
    'listings',
    'products',
    'variations',
    'inventory',
    'product_sizes',
    'collections',
    'promo_codes',
  ];
  const rows: unknown[][] = [];
  for (const t of tables) rows.push(await db.all(`SELECT * FROM ${t} ORDER BY 1, 2`));
  await db.close();
  return rows;
};

test('migrations are applied once and recorded', async () => {
  const file = tmp();
  const db = openDb(file);
  const all = fs
    .readdirSync(MIGRATIONS_DIR)
    .filter((f) => f.endsWith('.sql'))
    .sort();
  expect(all[0]).toBe('001_init.sql');
  expect(all).toContain('002_theme_drafts.sql');
  expect(await migrate(db)).toEqual(all);
  expect(await migrate(db)).toEqual([]);
  expect(
    (await db.all<{ name: string }>('SELECT name FROM schema_migrations ORDER BY name')).map(
      (r) => r.name,
    ),
  ).toEqual(all);
  await db.close();
});

test('the seed is deterministic and only runs on an empty database', async () => {
  const a = tmp();
  const b = tmp();
  for (const f of [a, b]) {
    const db = openDb(f);
    await migrate(db);
    expect(await seedIfEmpty(db)).toBe(true);
    expect(await seedIfEmpty(db)).toBe(false);
    await db.close();
  }
  expect(await dump(a)).toEqual(await dump(b));
});

test('seed facts: listings, collections, private listing, out-of-stock variant, locked store', async () => {
  const db = openDb(':memory:');
  await migrate(db);
  await seed(db);
  const pub = (await db.get<{ n: number }>(
    "SELECT COUNT(*) AS n FROM listings WHERE store_id = '1' AND visibility = 'public'",
  ))!.n;
  expect(pub).toBeGreaterThanOrEqual(40);
  expect(
    (await db.get<{ slug: string }>("SELECT slug FROM listings WHERE visibility = 'private'"))!
      .slug,
  ).toBe('crew-only-tee');
  const zero = await db.all<{ color_name: string; size_id: string; slug: string }>(
    `SELECT v.color_name, i.size_id, l.slug FROM inventory i JOIN variations v ON v.id = i.variation_id
     JOIN products p ON p.id = v.product_id JOIN listings l ON l.id = p.listing_id WHERE i.quantity = 0`,
  );
  expect(zero).toEqual([{ color_name: 'Navy', size_id: '3xl', slug: 'tidepool-wave-tee' }]);
  expect(
    (await db.get<{ access_code: string }>("SELECT access_code FROM stores WHERE slug = 'locked'"))!
      .access_code,
  ).toBe('letmein');
  const top = (await db.get<{ n: number }>(
    "SELECT COUNT(*) AS n FROM collections WHERE store_id = '1' AND parent_id IS NULL",
  ))!.n;
  expect(top).toBeGreaterThanOrEqual(5);
  await db.close();
});

describe('PostgreSQL twin', () => {
  const sqlFiles = (dir: string) =>
    fs
      .readdirSync(dir)
      .filter((f) => f.endsWith('.sql'))
      .sort();

  test('every migration has its PostgreSQL twin of the same name, and no twin is extra', () => {
    expect(sqlFiles(PG_MIGRATIONS_DIR)).toEqual(sqlFiles(MIGRATIONS_DIR));
  });

  test('each twin creates the same tables and adds the same columns', () => {
    const shape = (sql: string) => ({
      tables: [...sql.matchAll(/CREATE TABLE (?:IF NOT EXISTS )?(\w+)/g)].map((m) => m[1]).sort(),
      columns: [...sql.matchAll(/ALTER TABLE (\w+) ADD COLUMN (\w+)/g)]
        .map((m) => `${m[1]}.${m[2]}`)
        .sort(),
    });
    for (const file of sqlFiles(MIGRATIONS_DIR)) {
      const sqlite = fs.readFileSync(path.join(MIGRATIONS_DIR, file), 'utf8');
      const pg = fs.readFileSync(path.join(PG_MIGRATIONS_DIR, file), 'utf8');
      expect({ file, ...shape(pg) }).toEqual({ file, ...shape(sqlite) });
    }
  });

  test("the repositories' ? placeholders become $n, never inside a quoted literal", () => {
    expect(
      toPgPlaceholders('SELECT * FROM t WHERE a = ? AND b = \'?\' AND "c?" = ? OR d IN (?, ?)'),
    ).toBe('SELECT * FROM t WHERE a = $1 AND b = \'?\' AND "c?" = $2 OR d IN ($3, $4)');
  });
});

test("SQLite change count: moves with this connection's writes at once and with another connection's commits by the next turn", async () => {
  const file = tmp();
  const db = openDb(file);
  const other = openDb(file);
  try {
    await db.exec('CREATE TABLE t (v INTEGER)');
    const start = db.changeCount!();
    expect(db.changeCount!()).toBe(start); // reading changes nothing
    await db.get('SELECT count(*) AS n FROM t');
    expect(db.changeCount!()).toBe(start);
    await db.run('INSERT INTO t VALUES (1)');
    const afterOwn = db.changeCount!();
    expect(afterOwn).toBeGreaterThan(start);
    await db.tx(async (t) => {
      await t.run('INSERT INTO t VALUES (2)');
    });
    const afterTx = db.changeCount!();
    expect(afterTx).toBeGreaterThan(afterOwn);
    await other.run('INSERT INTO t VALUES (3)');
    await new Promise((resolve) => setImmediate(resolve));
    expect(db.changeCount!()).toBeGreaterThan(afterTx);
  } finally {
    await other.close();
    await db.close();
  }
});

import { openDatabase, type Db } from '../src/db';
import { migrate } from '../src/db/migrate';
import { MEGASTORE, seedAll } from '../src/seed';
import { createScratchDatabase, type ScratchDatabase } from './scratchDatabase';

// A freshly seeded PostgreSQL database is planned from statistics the seed gathered, not from the
// planner's guess for a table it has never analysed (one row): without them a page of megastore's
// listings sorted all 7,500 of them (4.6 ms a query, then 0.2 ms once analysed, in EXPLAIN ANALYZE).

let scratch: ScratchDatabase;
let db: Db;
let storeId: string;

beforeAll(async () => {
  scratch = await createScratchDatabase('seed_stats');
  db = await openDatabase({ dbPath: '', databaseUrl: scratch.url });
  await migrate(db);
  await seedAll(db);
  storeId = (await db.get<{ id: string }>('SELECT id FROM stores WHERE slug = ?', [
    MEGASTORE.slug,
  ]))!.id;
}, 120_000);

afterAll(async () => {
  await db?.close();
  await scratch?.drop();
});

/** The planner's estimate of the rows the query answers, and its plan's node types. */
async function planOf(sql: string, params: string[]) {
  const row = await db.get<{ 'QUERY PLAN': unknown }>(`EXPLAIN (FORMAT JSON) ${sql}`, params);
  const raw = row!['QUERY PLAN'];
  const [root] = (typeof raw === 'string' ? JSON.parse(raw) : raw) as [{ Plan: PlanNode }];
  const nodes: string[] = [];
  const walk = (n: PlanNode) => {
    nodes.push(n['Node Type']);
    n.Plans?.forEach(walk);
  };
  walk(root.Plan);
  return { rows: root.Plan['Plan Rows'], nodes };
}
interface PlanNode {
  'Node Type': string;
  'Plan Rows': number;
  Plans?: PlanNode[];
}

test("the seeded tables have statistics: the planner knows megastore's 7,500 listings", async () => {
  const listings = Number(
    (await db.get<{ n: number }>('SELECT COUNT(*) AS n FROM listings WHERE store_id = ?', [
      storeId,
    ]))!.n,
  );
  expect(listings).toBeGreaterThanOrEqual(7500);
  const counted = await planOf(
    "SELECT l.id FROM listings l WHERE l.store_id = ? AND l.visibility = 'public'",
    [storeId],
  );
  // Within a tenth of the truth (a sample's estimate), not the never-analysed guess of 1.
  expect(counted.rows).toBeGreaterThan(listings * 0.9);
  for (const table of ['listings', 'products', 'product_sizes', 'variations', 'inventory'])
    expect(
      Number(
        (await db.get<{ n: number }>(
          'SELECT reltuples AS n FROM pg_class WHERE oid = to_regclass(?)',
          [table],
        ))!.n,
      ),
    ).toBeGreaterThan(0);
});

test('a page of 150 reads the index in order, not a sort of the whole store', async () => {
  const page = await planOf(
    `SELECT l.id FROM listings l WHERE l.store_id = ? AND l.visibility = 'public'
     ORDER BY l.position, l.id LIMIT 150 OFFSET 0`,
    [storeId],
  );
  // An incremental sort over the (store, visibility, position) index stops after 150 rows.
  expect(page.nodes).not.toContain('Sort');
  expect(page.nodes.some((n) => /Index/.test(n))).toBe(true);
});

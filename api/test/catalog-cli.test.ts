import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { CHANGE_SIGNATURE_HEADER, signatureValid } from '@store/shared/node/changeEvents';
import { ApiHttpError } from '@store/shared/node/errors';
import { setSkuPrice } from '../src/catalog/ownerWrites';
import type { Db } from '../src/db';
import { DatabaseUnavailableError } from '../src/db/unavailable';
import { subscribe } from '../src/changes/subscriptions';
import { parseAmount } from '../src/cli/catalog';
import { currencyRates, pricer } from '../src/lib/currency';
import { buildApiInto, flagship, get, startServer, type TestServer } from './helpers';

// The owner's command (src/cli/catalog.ts, `npm run catalog -w api -- price <sku> <amount>`): a
// SKU's price is written to the catalog the API reads, and the store servers registered with the
// API are told before the command ends. On SQLite (`npm test`): the built command is pointed at
// the test server's database file.

const SECRET = 'catalog-cli-secret-0123456789abcdef';
const LISTING = '/api/backend/v0/listing/tidepool-wave-tee?store_slug=demo';

let s: TestServer;
beforeAll(async () => {
  s = await startServer({ storefrontSecret: SECRET });
});
afterAll(() => s.close());

interface Size {
  id: string;
  price: number;
}
interface Variation {
  title: string;
  sizes: Size[];
}

/** The price the listing answers for a colour and size, in a currency (USD when none). */
async function listedPrice(colour: string, size: string, currency?: string): Promise<number> {
  const r = await get(s.base, `${LISTING}${currency ? `&currency=${currency}` : ''}`);
  expect(r.status).toBe(200);
  const variation = (r.body.products[0].variations as Variation[]).find((v) => v.title === colour)!;
  return variation.sizes.find((x) => x.id === size)!.price;
}

/** What the call threw (the test fails when it did not). */
async function thrown(work: Promise<unknown>): Promise<unknown> {
  try {
    await work;
  } catch (e) {
    return e;
  }
  throw new Error('expected it to throw');
}

describe('setSkuPrice', () => {
  test("changes that size's price: the listing answers it in USD and converted in EUR", async () => {
    const f = await flagship(s.base);
    const before = await listedPrice('Black', 'xl');
    const otherSize = await listedPrice('Black', 'l');
    const change = await setSkuPrice(s.app.db, f.sku('Black', 'xl'), 3150);
    expect(change).toEqual({ storeSlug: 'demo', beforeCents: before * 100, afterCents: 3150 });
    expect(await listedPrice('Black', 'xl')).toBe(31.5);
    // Every colour of the product is the same product: the same price for that size.
    expect(await listedPrice('White', 'xl')).toBe(31.5);
    expect(await listedPrice('Black', 'l')).toBe(otherSize);
    const eur = pricer('EUR', (await currencyRates(s.app.db)).get('EUR')!);
    expect(await listedPrice('Black', 'xl', 'EUR')).toBe(eur.price(3150));
    expect(eur.price(3150)).not.toBe(31.5);
    await setSkuPrice(s.app.db, f.sku('Black', 'xl'), before * 100);
    expect(await listedPrice('Black', 'xl')).toBe(before);
  });

  test.each([
    ['an unknown listing', (f: Flagship) => `9999999-${f.colour('Black').variationId}-m`],
    ['an unknown colour', (f: Flagship) => `${f.listing.listingId}-999999-m`],
    ['a size the product is not made in', (f: Flagship) => f.sku('Black', '11oz')],
  ])('%s: a 404, nothing written', async (_name, skuOf) => {
    const f = await flagship(s.base);
    const listing = await get(s.base, LISTING);
    const e = await thrown(setSkuPrice(s.app.db, skuOf(f), 100));
    expect(e).toBeInstanceOf(ApiHttpError);
    expect((e as ApiHttpError).status).toBe(404);
    expect((await get(s.base, LISTING)).body).toEqual(listing.body);
  });

  test.each([
    ['a negative amount', -1],
    ['a fraction of a cent', 12.5],
    ['more than 100000.00', 10_000_001],
  ])('%s: a 422', async (_name, cents) => {
    const f = await flagship(s.base);
    const e = await thrown(setSkuPrice(s.app.db, f.sku('Black', 'm'), cents));
    expect(e).toBeInstanceOf(ApiHttpError);
    expect((e as ApiHttpError).status).toBe(422);
  });

  test('a write that lost the race for a lock to a sale is run once more, and done', async () => {
    const f = await flagship(s.base);
    const before = await listedPrice('Black', 'xl');
    let tries = 0;
    // The first transaction is rolled back as PostgreSQL's statement_timeout does to a lock wait.
    const racing = {
      ...s.app.db,
      tx: <T>(fn: (t: Db) => Promise<T>): Promise<T> =>
        tries++ === 0
          ? Promise.reject(new DatabaseUnavailableError('lock wait', 'timeout'))
          : s.app.db.tx(fn),
    } as Db;
    const change = await setSkuPrice(racing, f.sku('Black', 'xl'), 2750);
    expect(tries).toBe(2);
    expect(change.afterCents).toBe(2750);
    expect(await listedPrice('Black', 'xl')).toBe(27.5);
    await setSkuPrice(s.app.db, f.sku('Black', 'xl'), before * 100);
  });

  test('a SKU not of the form <listing>-<colour>-<size>: a 422', async () => {
    const e = await thrown(setSkuPrice(s.app.db, 'not a sku', 100));
    expect((e as ApiHttpError).status).toBe(422);
  });
});

type Flagship = Awaited<ReturnType<typeof flagship>>;

describe('parseAmount', () => {
  test.each([
    ['24.99', 2499],
    ['31.50', 3150],
    ['31.5', 3150],
    ['31', 3100],
    ['0.05', 5],
    ['0', 0],
    ['999999.99', 99_999_999],
  ])('%p is %p cents', (raw, cents) => {
    expect(parseAmount(raw)).toBe(cents);
  });

  test.each(['', '-1', '1.234', '1,50', '$5', '1e3', ' 5', '.5', '1234567'])(
    '%p is no amount',
    (raw) => {
      expect(parseAmount(raw)).toBeNull();
    },
  );

  test('nothing given is no amount', () => {
    expect(parseAmount(undefined)).toBeNull();
  });
});

describe('the built command', () => {
  const build = path.join(__dirname, '..', `dist-catalog-cli-test-${process.pid}`);
  beforeAll(() => {
    buildApiInto(path.basename(build));
  }, 120_000);
  afterAll(() => fs.rmSync(build, { recursive: true, force: true }));

  /** `node <build>/cli/catalog.js ...args` on the test server's database. */
  function run(args: string[], env: Record<string, string> = {}) {
    const child = spawn(process.execPath, [path.join(build, 'cli', 'catalog.js'), ...args], {
      env: {
        ...process.env,
        DB_PATH: path.join(s.dir, 'test.db'),
        DATABASE_URL: '',
        STOREFRONT_SECRET: SECRET,
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString('utf8')));
    child.stderr.on('data', (d: Buffer) => (err += d.toString('utf8')));
    return new Promise<{ code: number | null; out: string; err: string }>((resolve) =>
      child.on('close', (code) => resolve({ code, out, err })),
    );
  }

  test('price <sku> 31.50: prints the change and tells the store servers, signed', async () => {
    const got: { signature: string; body: string }[] = [];
    const receiver = http.createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString('utf8')));
      req.on('end', () => {
        got.push({ signature: String(req.headers[CHANGE_SIGNATURE_HEADER] ?? ''), body });
        res.end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/_storefront/changes`;
    const f = await flagship(s.base);
    const sku = f.sku('Black', 'm');
    const before = await listedPrice('Black', 'm');
    try {
      await subscribe(s.app.db, url, new Date());
      const r = await run(['price', sku, '31.50']);
      expect({ code: r.code, err: r.err }).toEqual({ code: 0, err: '' });
      expect(r.out).toBe(
        `${sku}: ${before.toFixed(2)} → 31.50 USD (demo)\nchange event: 1 store server(s) told\n`,
      );
      // The API reads the same database: its next answer has the new price.
      expect(await listedPrice('Black', 'm')).toBe(31.5);
      expect(got).toHaveLength(1);
      expect(signatureValid(SECRET, got[0]!.body, got[0]!.signature)).toBe(true);
      const facts = await get(s.base, '/api/backend/v1/storefront/store?slug=demo');
      expect(JSON.parse(got[0]!.body)).toEqual({
        id: expect.any(String),
        type: 'catalog',
        store: 'demo',
        catalogVersion: facts.body.catalogVersion,
        at: expect.any(String),
      });
    } finally {
      await setSkuPrice(s.app.db, sku, Math.round(before * 100));
      await s.app.db.run('DELETE FROM change_subscriptions WHERE url = ?', [url]);
      await new Promise((resolve) => receiver.close(resolve));
    }
  });

  test('notify <store> theme and notify *: the event alone, of that kind, for one store or all', async () => {
    const got: string[] = [];
    const receiver = http.createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString('utf8')));
      req.on('end', () => {
        got.push(body);
        res.end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/_storefront/changes`;
    try {
      await subscribe(s.app.db, url, new Date());
      expect((await run(['notify', 'demo', 'theme'])).code).toBe(0);
      expect((await run(['notify', '*'])).code).toBe(0);
      expect(got.map((b) => JSON.parse(b) as { type: string; store: string | null })).toEqual([
        expect.objectContaining({ type: 'theme', store: 'demo' }),
        expect.objectContaining({ type: 'catalog', store: null }),
      ]);
      expect((await run(['notify', 'demo', 'price'])).code).toBe(2);
    } finally {
      await s.app.db.run('DELETE FROM change_subscriptions WHERE url = ?', [url]);
      await new Promise((resolve) => receiver.close(resolve));
    }
  });

  test('a bad amount or command: the usage, exit 2, nothing written', async () => {
    const f = await flagship(s.base);
    const before = await listedPrice('Black', 'm');
    for (const args of [['price', f.sku('Black', 'm'), '31,50'], ['price'], ['rename']]) {
      const r = await run(args);
      expect([args, r.code]).toEqual([args, 2]);
      expect(r.err).toContain('npm run catalog -w api --');
    }
    expect(await listedPrice('Black', 'm')).toBe(before);
  });

  test('an unknown SKU: its error, exit 1', async () => {
    const f = await flagship(s.base);
    const r = await run(['price', `${f.listing.listingId}-999999-m`, '5']);
    expect(r.code).toBe(1);
    expect(r.err).toContain('No SKU');
  });
});

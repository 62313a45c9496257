import { execFileSync } from 'node:child_process';
import net from 'node:net';
import { Writable } from 'node:stream';
import type { LogOptions } from '@store/shared/node/serverOptions';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp, type BuildAppOptions, type StoreApp } from '../src/app';
import { openDatabase, type Db } from '../src/db';

export interface TestServer {
  app: StoreApp;
  base: string;
  dir: string;
  /** A second connection to this server's database, as another API process would have. */
  connectAgain(): Promise<Db>;
  close(): Promise<void>;
}

/** The server secret test servers run with, so tests can mint preview tokens they accept. */
export const TEST_PREVIEW_SECRET = 'test-preview-secret-0123456789abcdef';

/**
 * TEST_DATABASE_URL (postgres://…) runs every API test on PostgreSQL instead of SQLite: each test
 * server gets a fresh schema of its own in that database.
 */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL || undefined;
let schemas = 0;
const freshSchema = () => `t_${process.pid}_${Date.now().toString(36)}_${schemas++}`;

/** A real server on an ephemeral port over a fresh database (a SQLite file in the OS temp dir). */
export async function startServer(
  opts: Partial<BuildAppOptions> = {},
  setup?: (dir: string) => Partial<BuildAppOptions>,
): Promise<TestServer> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-api-'));
  const database = {
    dbPath: path.join(dir, 'test.db'),
    ...(TEST_DATABASE_URL ? { databaseUrl: TEST_DATABASE_URL, schema: freshSchema() } : {}),
  };
  const app = await buildApp({
    dbPath: database.dbPath,
    ...(database.databaseUrl
      ? { databaseUrl: database.databaseUrl, dbSchema: database.schema }
      : {}),
    previewSecret: TEST_PREVIEW_SECRET,
    ...opts,
    ...setup?.(dir),
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const addr = app.server.address();
  const port = typeof addr === 'object' && addr ? addr.port : 0;
  return {
    app,
    base: `http://127.0.0.1:${port}`,
    dir,
    connectAgain: () => openDatabase(database),
    async close() {
      // A PostgreSQL test server leaves nothing behind: its schema goes with it.
      if (database.schema) await app.db.exec(`DROP SCHEMA ${database.schema} CASCADE`);
      const closing = app.close();
      // A test that read headers but not the body leaves its keep-alive socket busy; on a loaded CI
      // machine that held the close past jest's hook timeout. Nothing is in flight once a test ends.
      app.server.closeAllConnections();
      await closing;
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface Res<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

/** A form post as a browser without script sends it (urlencoded, redirects not followed). */
export function postForm(
  base: string,
  path: string,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
) {
  return fetch(base + path, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(fields).toString(),
  });
}

/** fetch + JSON parse. `body` objects are JSON-encoded; strings are sent verbatim. */
export async function call<T = any>( // eslint-disable-line @typescript-eslint/no-explicit-any -- tests read arbitrary JSON
  base: string,
  method: string,
  url: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Res<T>> {
  const init: RequestInit = { method, headers: { accept: 'application/json', ...headers } };
  if (body !== undefined) {
    init.body = typeof body === 'string' ? body : JSON.stringify(body);
    (init.headers as Record<string, string>)['content-type'] ??= 'application/json';
  }
  const res = await fetch(base + url, init);
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    // non-JSON bodies (SVG, HTML) stay text
  }
  return { status: res.status, body: parsed as T, headers: res.headers };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read arbitrary JSON
export const get = <T = any>(base: string, url: string, headers?: Record<string, string>) =>
  call<T>(base, 'GET', url, undefined, headers);

export const NOW = new Date('2025-03-10T12:00:00.000Z');
export const fixedClock = () => NOW;

export const CUSTOMER = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'shopper@example.com',
  phone: '650-253-0000',
  address: {
    address1: '1600 Amphitheatre Parkway',
    address2: '',
    city: 'Mountain View',
    state: 'California',
    zip: '94043',
    country: 'United States',
    stateCode: 'CA',
    countryCode: 'US',
  },
};

/** SKU parts of the flagship listing (tidepool-wave-tee), read from the API itself. */
export async function flagship(base: string) {
  const l = await get(base, '/api/backend/v0/listing/tidepool-wave-tee?store_slug=demo');
  const tee = l.body.products[0]!;
  const colour = (name: string) => tee.variations.find((v: { title: string }) => v.title === name);
  return {
    listing: l.body,
    tee,
    colour,
    sku: (colorName: string, sizeId: string) =>
      `${l.body.listingId}-${colour(colorName).variationId}-${sizeId}`,
  };
}

export async function inventoryOf(base: string, colorId: string, sizeId: string): Promise<number> {
  const r = await get(base, `/api/backend/v1/inventory?colorId=${colorId}&sizeId=${sizeId}`);
  return r.body.inventoryCount;
}

/** Creates a checkout, adds the customer and standard delivery. Returns the checkout. */
export async function readyCheckout(
  base: string,
  lineItems: { sku: string; quantity: number }[],
  currency?: string,
) {
  const created = await call(base, 'POST', '/api/checkout/checkout', {
    lineItems,
    storeSlug: 'demo',
    ...(currency ? { currency } : {}),
  });
  if (created.status !== 201)
    throw new Error(`create failed ${created.status} ${JSON.stringify(created.body)}`);
  const id = created.body.id as string;
  await call(base, 'PUT', '/api/checkout/v1/checkout', {
    id,
    data: { storeSlug: 'demo', customer: CUSTOMER },
  });
  const upd = await call(base, 'PUT', '/api/checkout/v1/checkout', {
    id,
    data: { storeSlug: 'demo', deliveryOption: 'standard' },
  });
  return upd.body;
}

export async function payWith(base: string, checkoutId: string, number: string) {
  const pm = await call(base, 'POST', '/api/payments/v1/sandbox/payment_methods', {
    number,
    expMonth: 12,
    expYear: 34,
    cvc: '123',
    name: 'Ada Lovelace',
  });
  if (pm.status !== 201) return { pm, payment: null };
  const payment = await call(base, 'POST', '/api/payments/v1/initiatePayment', {
    amount: 0.01,
    platform: 'stripe',
    paymentMethod: 'card',
    checkoutId,
    paymentMethodId: pm.body.id,
    storeSlug: 'demo',
    billingDetails: { name: 'Ada Lovelace' },
  });
  return { pm, payment };
}

/** The submit of a demo checkout paid by a card payment (payWith's `payment`). */
export function submitBody(
  checkoutId: string,
  payment: { body: { paymentToken?: unknown; paymentId?: unknown } },
) {
  return {
    checkoutId,
    storeSlug: 'demo',
    paymentToken: payment.body.paymentToken,
    paymentId: payment.body.paymentId,
    platform: 'stripe',
    returnUrl: '/',
  };
}

/** A placed order: checkout ready, paid by a test card that succeeds, submitted. */
export async function placeOrder(base: string, sku: string, currency?: string) {
  const c = await readyCheckout(base, [{ sku, quantity: 1 }], currency);
  const { payment } = await payWith(base, c.id, '4242 4242 4242 4242');
  const submit = await call(
    base,
    'POST',
    '/api/checkout/v1/checkout/submit',
    submitBody(c.id, payment!),
  );
  if (submit.body?.state !== 'success')
    throw new Error(`submit failed ${JSON.stringify(submit.body)}`);
  return { checkoutId: c.id as string, lookupNumber: submit.body.orderLookupNumber as string };
}

/**
 * What a read gives once a write by another connection has reached this server: at once on
 * SQLite (the catalog version is read per request), within 1 s on PostgreSQL (told by NOTIFY a
 * moment after the commit), polled until it equals `want` or the second is over.
 */
export async function afterOtherWrite<T>(
  s: TestServer,
  read: () => Promise<T>,
  want: T,
): Promise<T> {
  const until = Date.now() + (s.app.db.dialect === 'postgres' ? 1000 : 0);
  let seen = await read();
  while (seen !== want && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    seen = await read();
  }
  return seen;
}

/** A log destination that keeps every line the server writes (`startServer({ logger })`). */
export function captureLog(level = 'debug'): { logger: LogOptions; text: () => string } {
  let text = '';
  const stream = new Writable({
    write(chunk: Buffer | string, _enc, done) {
      text += chunk.toString();
      done();
    },
  });
  return { logger: { level, stream }, text: () => text };
}

/** A free loopback port for a server a test starts as a process of its own. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      srv.close(() => (typeof addr === 'object' && addr ? resolve(addr.port) : reject()));
    });
  });
}

/** Builds the API's current source into api/<folder> (as `npm run build`); returns its path. */
export function buildApiInto(folder: string): string {
  const apiRoot = path.join(__dirname, '..');
  execFileSync(process.execPath, ['build.mjs', folder], { cwd: apiRoot, stdio: 'ignore' });
  return path.join(apiRoot, folder);
}

import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { DatabaseUnavailableError, databaseUnavailableAnswer } from '../src/db/unavailable';
import { clientErrorItem, toErrorResponse } from '@store/shared/node/errors';
import { call, get, startServer, type TestServer } from './helpers';

let s: TestServer;
beforeAll(async () => {
  s = await startServer();
});
afterAll(() => s.close());

function expectErrors(r: { status: number; body: { errors?: unknown[] } }, status: number) {
  expect(r.status).toBe(status);
  expect(Array.isArray(r.body.errors)).toBe(true);
  expect(r.body.errors!.length).toBeGreaterThan(0);
  for (const e of r.body.errors as { code: string; detail: string }[]) {
    expect(typeof e.code).toBe('string');
    expect(typeof e.detail).toBe('string');
  }
}

test('unknown API routes answer JSON 404 with the errors shape', async () => {
  const r = await get(s.base, '/api/backend/v9/nothing');
  expectErrors(r, 404);
  expect(r.body.errors[0].code).toBe('route_not_found');
  expectErrors(await call(s.base, 'DELETE', '/api/checkout/checkout'), 404);
  expectErrors(await get(s.base, '/anything-else'), 404);
});

test('missing and wrongly typed query parameters are 400 with source.parameter', async () => {
  const missing = await get(s.base, '/api/backend/v1/stores');
  expectErrors(missing, 400);
  expect(missing.body.errors[0].source).toEqual({ parameter: 'slug' });
  const page = await get(s.base, '/api/backend/v1/stores/products?slug=demo&page=abc');
  expectErrors(page, 400);
  expect(page.body.errors[0].source).toEqual({ parameter: 'page' });
  expectErrors(await get(s.base, '/api/backend/v1/stores/products?slug=demo&visibility=all'), 400);
  expectErrors(await get(s.base, '/api/backend/v1/inventory?colorId=1'), 400);
  expectErrors(await get(s.base, `/api/backend/v1/stores?slug=${'a'.repeat(101)}`), 400);
  expectErrors(await get(s.base, '/api/backend/v1/stores?slug=%27%20OR%201%3D1'), 400);
});

test('a NUL character anywhere in an API request is 400 naming where, on either engine', async () => {
  // PostgreSQL cannot compare text holding one: this used to be its 500.
  const query = await get(s.base, '/api/payments/v1/return?paymentId=%00');
  expectErrors(query, 400);
  expect(query.body.errors[0].source).toEqual({ parameter: 'query/paymentId' });
  const path = await get(s.base, '/api/backend/v1/carts/de%00mo');
  expectErrors(path, 400);
  const body = await call(s.base, 'POST', '/api/checkout/checkout', {
    lineItems: [{ sku: '1001-70001-m\u0000', quantity: 1 }],
    storeSlug: 'demo',
  });
  expectErrors(body, 400);
  expect(body.body.errors[0].source).toEqual({ parameter: 'body/lineItems/0/sku' });
  // A page's query is the page's: the store server answers it as any other.
  expect((await get(s.base, '/healthz?x=%00')).status).toBe(200);
});

test('malformed JSON is 400, not 500', async () => {
  const r = await call(s.base, 'POST', '/api/checkout/checkout', '{"lineItems": [', {});
  expectErrors(r, 400);
  expect(r.body.errors[0].code).toBe('malformed_json');
  expectErrors(await call(s.base, 'PUT', '/api/checkout/v1/checkout', 'not json'), 400);
  expectErrors(await call(s.base, 'POST', '/api/payments/v1/initiatePayment', ''), 400);
});

test('wrong body types and missing fields are 422 with source.pointer', async () => {
  const wrong = await call(s.base, 'POST', '/api/checkout/checkout', {
    lineItems: [{ sku: '1001-70001-m', quantity: 'two' }],
    storeSlug: 'demo',
  });
  expectErrors(wrong, 422);
  expect(wrong.body.errors[0].source.pointer).toBe('/lineItems/0/quantity');
  const numeric = await call(s.base, 'POST', '/api/checkout/checkout', {
    lineItems: [{ sku: '1001-70001-m', quantity: '2' }],
    storeSlug: 'demo',
  });
  expectErrors(numeric, 422);
  const missing = await call(s.base, 'POST', '/api/checkout/checkout', { storeSlug: 'demo' });
  expectErrors(missing, 422);
  expect(missing.body.errors[0].source.pointer).toBe('/lineItems');
  expectErrors(await call(s.base, 'POST', '/api/checkout/checkout', [1, 2]), 422);
  expectErrors(
    await call(s.base, 'PUT', '/api/checkout/v1/checkout', {
      id: 'x',
      data: { storeSlug: 'demo', marketingOptIn: 'yes' },
    }),
    422,
  );
  expectErrors(
    await call(s.base, 'POST', '/api/payments/v1/sandbox/payment_methods', { number: 4242 }),
    422,
  );
});

test('oversized bodies are 413; oversized values are 422', async () => {
  const huge = JSON.stringify({
    storeSlug: 'demo',
    lineItems: [{ sku: 'x'.repeat(100_000), quantity: 1 }],
  });
  const r = await call(s.base, 'POST', '/api/checkout/checkout', huge);
  expectErrors(r, 413);
  const long = await call(s.base, 'POST', '/api/checkout/checkout', {
    storeSlug: 'demo',
    lineItems: [{ sku: 'x'.repeat(300), quantity: 1 }],
  });
  expectErrors(long, 422);
  const many = await call(s.base, 'POST', '/api/checkout/checkout', {
    storeSlug: 'demo',
    lineItems: Array.from({ length: 51 }, (_, i) => ({ sku: `a-b-${i}`, quantity: 1 })),
  });
  expectErrors(many, 422);
});

test('unsupported content type is 415', async () => {
  const r = await call(s.base, 'POST', '/api/checkout/checkout', '<x/>', {
    'content-type': 'application/xml',
  });
  expectErrors(r, 415);
});

test('unknown ids are 404 with a code', async () => {
  const c = await get(
    s.base,
    '/api/checkout/checkout?id=00000000-0000-0000-0000-000000000000&storeSlug=demo',
  );
  expectErrors(c, 404);
  expect(c.body.errors[0].code).toBe('checkout');
  const o = await get(s.base, '/api/backend/v1/orders?cartId=nope');
  expectErrors(o, 404);
  expect(o.body.errors[0].code).toBe('order');
  expectErrors(await get(s.base, '/api/backend/v1/orders/lookup/TP-1?email=a%40b.co'), 404);
  expectErrors(await get(s.base, '/api/payments/v1/payment?paymentId=pay_x&checkoutId=nope'), 404);
});

interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Sends bytes on a raw TCP socket (no HTTP client in between) and parses what comes back. */
function rawHttp(base: string, request: string): Promise<RawAnswer> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sock = net.connect(Number(port), hostname, () => sock.write(request));
    sock.on('data', (d: Buffer) => chunks.push(d));
    // The server closes after answering; a reset while we were still writing is fine too.
    sock.on('error', () => sock.destroy());
    sock.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [head = '', ...rest] = text.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const m = /^HTTP\/1\.1 (\d{3}) /.exec(statusLine);
      if (!m) return reject(new Error(`no HTTP answer: ${JSON.stringify(text.slice(0, 200))}`));
      const headers = Object.fromEntries(
        lines.map((l) => [
          l.slice(0, l.indexOf(':')).toLowerCase(),
          l.slice(l.indexOf(':') + 1).trim(),
        ]),
      );
      resolve({ status: Number(m[1]), headers, body: rest.join('\r\n\r\n') });
    });
  });
}

describe('a database that does not answer is 503 database_unavailable, anything else 500', () => {
  const unavailable = {
    status: 503,
    body: {
      errors: [
        {
          status: 503,
          code: 'database_unavailable',
          detail: 'The store is busy right now. Please try again in a moment.',
        },
      ],
    },
  };

  test('SQLite: the write lock held by another connection past busy_timeout', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-busy-'));
    const holder = new Database(path.join(dir, 'busy.db'));
    const writer = new Database(path.join(dir, 'busy.db'));
    try {
      holder.exec('CREATE TABLE t (n INTEGER); BEGIN IMMEDIATE; INSERT INTO t VALUES (1)');
      writer.pragma('busy_timeout = 0');
      let error: unknown;
      try {
        writer.exec('INSERT INTO t VALUES (2)');
      } catch (e) {
        error = e;
      }
      expect((error as { code?: string }).code).toBe('SQLITE_BUSY');
      expect(toErrorResponse(error, databaseUnavailableAnswer)).toEqual(unavailable);
    } finally {
      holder.close();
      writer.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  test("PostgreSQL: the layer's DatabaseUnavailableError (lost connection, timeout, conflict)", () => {
    for (const reason of ['connection', 'timeout', 'conflict'] as const)
      expect(
        toErrorResponse(new DatabaseUnavailableError('x', reason), databaseUnavailableAnswer),
      ).toEqual(unavailable);
  });

  test('an unknown error stays 500 internal', () => {
    const api = (e: unknown) => toErrorResponse(e, databaseUnavailableAnswer).status;
    expect(api(new Error('no such column'))).toBe(500);
    expect(api(Object.assign(new Error('x'), { code: 'SQLITE_ERROR' }))).toBe(500);
  });
});

describe('errors raised by the HTTP parser (clientErrorHandler)', () => {
  test('a 20 KB header is 431 headers_too_large with a JSON errors body', async () => {
    const r = await rawHttp(
      s.base,
      'GET /api/backend/v1/stores?slug=demo HTTP/1.1\r\nHost: localhost\r\n' +
        `X-Big: ${'a'.repeat(20 * 1024)}\r\n\r\n`,
    );
    expect(r.status).toBe(431);
    expect(r.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(r.headers.connection).toBe('close');
    expect(Number(r.headers['content-length'])).toBe(Buffer.byteLength(r.body));
    const body = JSON.parse(r.body) as { errors: { status: number; code: string }[] };
    expect(body.errors).toHaveLength(1);
    expect(body.errors[0]).toMatchObject({ status: 431, code: 'headers_too_large' });
  });

  test('the same oversized header through an ordinary HTTP client', async () => {
    const r = await fetch(`${s.base}/api/backend/v1/stores?slug=demo`, {
      headers: { 'x-big': 'b'.repeat(20 * 1024) },
    });
    expect(r.status).toBe(431);
    const body = (await r.json()) as { errors: { code: string }[] };
    expect(body.errors[0]!.code).toBe('headers_too_large');
  });

  test('unparsable HTTP is 400 bad_request, also as errors[]', async () => {
    const r = await rawHttp(s.base, 'NOT-HTTP at all\r\n\r\n');
    expect(r.status).toBe(400);
    expect(r.headers.connection).toBe('close');
    expect(JSON.parse(r.body).errors[0]).toMatchObject({ status: 400, code: 'bad_request' });
  });

  test('a request timeout maps to 408 request_timeout', () => {
    // The server has no request timeout configured, so the mapping is checked directly.
    expect(clientErrorItem('ERR_HTTP_REQUEST_TIMEOUT')).toMatchObject({
      status: 408,
      code: 'request_timeout',
    });
    expect(clientErrorItem('HPE_INVALID_METHOD')).toMatchObject({
      status: 400,
      code: 'bad_request',
    });
  });

  test('the server keeps answering after client errors', async () => {
    expect((await get(s.base, '/api/backend/v1/stores?slug=demo')).status).toBe(200);
  });
});

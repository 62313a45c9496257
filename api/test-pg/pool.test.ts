import { call, startServer, type TestServer } from '../test/helpers';

// One process with a pool of two connections: more concurrent requests than connections queue
// for one and finish; past the wait limit a request answers 503 with Retry-After, never hangs.

let s: TestServer;
beforeAll(async () => {
  s = await startServer({ pool: { max: 2, waitMs: 300 }, pageCache: { maxEntries: 0 } });
});
afterAll(() => s?.close());

const page = (i: number) => `/api/backend/v1/stores/products?slug=demo&per=5&page=${(i % 3) + 1}`;

test('40 concurrent uncached page requests on 2 connections all finish, and the pool is left idle', async () => {
  const answers = await Promise.all(
    Array.from({ length: 40 }, (_, i) => call(s.base, 'GET', page(i))),
  );
  expect(answers.map((a) => a.status)).toEqual(Array<number>(40).fill(200));
  const stats = s.app.db.poolStats!();
  expect(stats.total).toBeLessThanOrEqual(2);
  expect(stats.waiting).toBe(0);
});

test('with every connection held past the wait limit a request answers 503 with Retry-After, then recovers', async () => {
  // Two transactions hold both connections for a second.
  const held = Array.from({ length: 2 }, () => s.app.db.tx((t) => t.get('SELECT pg_sleep(1)')));
  try {
    await new Promise((resolve) => setTimeout(resolve, 100));
    const started = Date.now();
    const res = await fetch(`${s.base}${page(0)}`);
    expect(Date.now() - started).toBeLessThan(900);
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('1');
    expect((await res.json()) as unknown).toEqual({
      errors: [
        {
          status: 503,
          code: 'database_unavailable',
          detail: 'The store is busy right now. Please try again in a moment.',
          // Every 5xx carries its request id, for the operator's log.
          meta: { requestId: expect.any(String) },
        },
      ],
    });
  } finally {
    await Promise.allSettled(held);
  }
  expect((await call(s.base, 'GET', page(0))).status).toBe(200);
});

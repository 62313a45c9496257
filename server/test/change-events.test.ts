import { randomUUID } from 'node:crypto';
import {
  CHANGE_SIGNATURE_HEADER,
  signBody,
  type ChangeEvent,
} from '@store/shared/node/changeEvents';
import { CHANGES_PATH } from '../src/commerce/changes';
import {
  captureLog,
  eventually,
  flagship,
  get,
  placeOrder,
  startServer,
  TEST_STOREFRONT_SECRET,
  type TestServer,
} from './helpers';
import { registered } from './support/registered';

// POST /_storefront/changes (src/commerce/changes.ts): the API's signed change events purge what
// the store server keeps of a store; the server registers for them with the API when it listens.

const METRICS_TOKEN = 'metrics-token-for-change-events';
const log = captureLog('info');
let s: TestServer;
beforeAll(async () => {
  s = await startServer({ serverRender: false, metricsToken: METRICS_TOKEN, logger: log.logger });
  await registered(s);
});
afterAll(() => s.close());

const event = (over: Partial<ChangeEvent> = {}): ChangeEvent => ({
  id: randomUUID(),
  type: 'catalog',
  store: 'demo',
  catalogVersion: null,
  at: new Date().toISOString(),
  ...over,
});

function send(body: string, signature?: string) {
  return fetch(`${s.base}${CHANGES_PATH}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(signature !== undefined ? { [CHANGE_SIGNATURE_HEADER]: signature } : {}),
    },
    body,
  });
}

const signed = (body: string) => send(body, signBody(TEST_STOREFRONT_SECRET, body));

const STORE = (slug: string) => `/api/backend/v1/stores?slug=${slug}`;

/** How the store server answered a read through its proxy: from its cache or not. */
const source = async (path: string) => (await get(s.base, path)).headers.get('x-cache');

/** A read kept by the store server (read until it is answered from the cache). */
async function kept(path: string) {
  expect(
    await eventually(
      () => source(path),
      (x) => x === 'hit',
    ),
  ).toBe('hit');
}

async function eventsCounted(outcome: 'purged' | 'duplicate' | 'refused'): Promise<number> {
  const r = await fetch(`${s.base}/metrics`, {
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
  });
  const line = new RegExp(
    `^store_change_events_received_total\\{outcome="${outcome}"\\} (\\d+)$`,
    'm',
  );
  return Number(line.exec(await r.text())?.[1] ?? 0);
}

test('the store server registered itself with the API when it started listening', async () => {
  const rows = await s.api.app.db.all<{ url: string; expires_at: string }>(
    'SELECT url, expires_at FROM change_subscriptions',
  );
  expect(rows.map((r) => r.url)).toEqual([`${s.base}${CHANGES_PATH}`]);
  const ahead = Date.parse(rows[0]!.expires_at) - Date.now();
  expect(ahead).toBeGreaterThan(50 * 60_000);
  expect(ahead).toBeLessThanOrEqual(60 * 60_000);
});

test('an event not signed with the secret is a 401 and purges nothing', async () => {
  await kept(STORE('demo'));
  const refusedBefore = await eventsCounted('refused');
  const body = JSON.stringify(event());
  const answers = [
    await send(body),
    await send(body, signBody('another-secret-entirely-0123456789', body)),
    // Signed, but more than five minutes ago (a captured event replayed).
    await send(body, signBody(TEST_STOREFRONT_SECRET, body, Date.now() - 10 * 60_000)),
    // Signed for another body.
    await send(body, signBody(TEST_STOREFRONT_SECRET, JSON.stringify(event({ store: null })))),
    await send(body, 't=1,v1=nothex'),
  ];
  for (const r of answers) {
    expect(r.status).toBe(401);
    expect(((await r.json()) as { errors: { code: string }[] }).errors[0]?.code).toBe(
      'signature_invalid',
    );
  }
  expect(await source(STORE('demo'))).toBe('hit');
  expect(await eventsCounted('refused')).toBe(refusedBefore + answers.length);
});

test('a signed body that is no change event is a 400 and purges nothing', async () => {
  await kept(STORE('demo'));
  for (const body of [
    '{"id":1}',
    'not json',
    JSON.stringify(event({ type: 'price' as 'catalog' })),
  ])
    expect((await signed(body)).status).toBe(400);
  expect(await source(STORE('demo'))).toBe('hit');
});

test('a signed event purges the store it names; the same event again is taken once', async () => {
  await kept(STORE('demo'));
  await kept(STORE('afterdark'));
  const purged = await eventsCounted('purged');
  const body = JSON.stringify(event({ store: 'demo' }));
  expect((await signed(body)).status).toBe(204);
  expect(await source(STORE('demo'))).toBe('miss');
  expect(await source(STORE('afterdark'))).toBe('hit');
  expect(await eventsCounted('purged')).toBe(purged + 1);

  // A retry of the same event (signed again, as the API does at each attempt).
  expect(await source(STORE('demo'))).toBe('hit');
  const duplicates = await eventsCounted('duplicate');
  expect((await signed(body)).status).toBe(204);
  expect(await source(STORE('demo'))).toBe('hit');
  expect(await eventsCounted('duplicate')).toBe(duplicates + 1);
  expect(await eventsCounted('purged')).toBe(purged + 1);
});

test('an event naming no store purges every store', async () => {
  await kept(STORE('demo'));
  await kept(STORE('afterdark'));
  expect((await signed(JSON.stringify(event({ store: null, type: 'store' })))).status).toBe(204);
  expect(await source(STORE('demo'))).toBe('miss');
  expect(await source(STORE('afterdark'))).toBe('miss');
});

test("the API's changes.notify reaches it: the store named is purged before notify returns", async () => {
  await kept(STORE('afterdark'));
  await kept(STORE('demo'));
  await s.api.app.changes.notify({ type: 'theme', store: 'afterdark' });
  expect(await source(STORE('afterdark'))).toBe('miss');
  expect(await source(STORE('demo'))).toBe('hit');
});

test("an order placed through the store server reaches it as the API's change event", async () => {
  const { sku } = await flagship(s.base);
  const listing = '/api/backend/v1/listings?slug=tidepool-wave-tee&storeSlug=demo';
  await kept(listing);
  const purged = await eventsCounted('purged');
  await placeOrder(s.base, sku('Heather Grey', 'xl'));
  // The API posts the event once the order is placed, without holding up its answer.
  expect(
    await eventually(
      () => eventsCounted('purged'),
      (n) => n > purged,
    ),
  ).toBe(purged + 1);
  expect(await source(listing)).toBe('miss');
  const lines = log
    .text()
    .split('\n')
    .filter((l) => l.includes('"msg":"change event"'))
    .map((l) => JSON.parse(l) as { type: string; store: string | null; catalogVersion: unknown });
  expect(lines.at(-1)).toMatchObject({ type: 'catalog', store: 'demo' });
  expect(lines.at(-1)?.catalogVersion).toMatch(/^\d+$/);
});

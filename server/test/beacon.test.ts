import { Writable } from 'node:stream';
import { MAX_MESSAGE, MAX_REPORTS, scrubMessage } from '../src/ops/beacon';
import { call, startServer, withFrontend, type TestServer } from './helpers';

// The browser error beacon (ops/beacon.ts): the shell's batched `store:error` reports are logged
// (without personal data) and counted, answered 204; anything else is a 4xx with `errors`.

const URL_ = '/api/telemetry/errors';
const TOKEN = 'metrics-token-for-tests';
/** What `navigator.sendBeacon` with a text/plain Blob sends from the store's own page. */
const BEACON_HEADERS = {
  'content-type': 'text/plain;charset=UTF-8',
  'sec-fetch-site': 'same-origin',
  'sec-fetch-mode': 'no-cors',
};

const remoteLoad = (message = 'mf_cart/Routes could not be loaded: timeout') => ({
  kind: 'remote-load',
  remote: 'mf-cart',
  module: 'mf_cart/Routes',
  message,
});

let log = '';
const stream = new Writable({
  write(chunk: Buffer | string, _enc, done) {
    log += chunk.toString();
    done();
  },
});

interface LogLine {
  level: number;
  msg: string;
  kind?: string;
  remote?: string;
  module?: string;
  message?: string;
}
const browserErrorLines = (): LogLine[] =>
  log
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as LogLine)
    .filter((l) => l.msg === 'browser error');

let s: TestServer;
beforeAll(async () => {
  s = await startServer({ metricsToken: TOKEN, logger: { level: 'warn', stream } });
});
afterAll(() => s.close());
beforeEach(() => {
  log = '';
});

const send = (body: unknown, headers: Record<string, string> = BEACON_HEADERS) =>
  call(s.base, 'POST', URL_, typeof body === 'string' ? body : JSON.stringify(body), headers);

async function counted(remote: string, kind: string): Promise<number> {
  const r = await call(s.base, 'GET', '/metrics', undefined, { authorization: `Bearer ${TOKEN}` });
  expect(r.status).toBe(200);
  const line = String(r.body)
    .split('\n')
    .find(
      (l) =>
        l.startsWith('store_browser_errors_total{') &&
        l.includes(`remote="${remote}"`) &&
        l.includes(`kind="${kind}"`),
    );
  return line ? Number(line.split(' ').pop()) : 0;
}

test('a batch sent as sendBeacon sends it (text/plain, same-origin) is 204, logged and counted', async () => {
  const before = await counted('mf-cart', 'remote-load');
  const r = await send({
    reports: [
      remoteLoad(),
      remoteLoad('mf_cart/Routes could not be loaded: chunk 42 failed'),
      {
        kind: 'render',
        message: 'a lazy part of the shell failed while rendering: x is undefined',
      },
    ],
  });
  expect(r.status).toBe(204);
  expect(r.body).toBeNull();
  expect(r.headers.get('cache-control')).toBe('no-store');
  expect(await counted('mf-cart', 'remote-load')).toBe(before + 2);
  expect(await counted('shell', 'render')).toBeGreaterThanOrEqual(1);
  expect(browserErrorLines()).toEqual([
    expect.objectContaining({
      level: 40,
      kind: 'remote-load',
      remote: 'mf-cart',
      module: 'mf_cart/Routes',
      message: 'mf_cart/Routes could not be loaded: timeout',
    }),
    expect.objectContaining({ level: 40, message: expect.stringContaining('chunk 42') }),
    expect.objectContaining({ level: 40, kind: 'render', remote: 'shell' }),
  ]);
});

test('application/json is accepted too (the fetch fallback)', async () => {
  const r = await call(s.base, 'POST', URL_, { reports: [remoteLoad()] });
  expect(r.status).toBe(204);
});

test('a remote that is not ours is counted as `other` (no made-up metric labels)', async () => {
  const before = await counted('other', 'render');
  const r = await send({ reports: [{ kind: 'render', remote: 'mf-made-up', message: 'x' }] });
  expect(r.status).toBe(204);
  expect(await counted('other', 'render')).toBe(before + 1);
  expect(await counted('mf-made-up', 'render')).toBe(0);
});

test('query strings, fragments, emails, numbers and ids never reach the log', async () => {
  const message =
    'mf_cart/Routes could not be loaded: http://localhost:3001/remoteEntry.js?email=ada%40example.com&code=letmein#tok ' +
    'for ada@example.com, call +1 650-253-0000, /checkout/0f8fad5b-d9cb-469f-a165-70867728950e';
  const r = await send({ reports: [remoteLoad(message)] });
  expect(r.status).toBe(204);
  const [line] = browserErrorLines();
  expect(line?.message).toBe(
    'mf_cart/Routes could not be loaded: http://localhost:3001/remoteEntry.js ' +
      'for [email], call [number], /checkout/[token]',
  );
  // Whole values: the log's own ids and timestamps may hold 'ada' or '650' by chance.
  for (const secret of [
    'letmein',
    'ada@example',
    'ada%40',
    '650-253-0000',
    '0f8fad5b-d9cb',
    '#tok',
  ])
    expect(log).not.toContain(secret);
});

test.each([
  ['not JSON', 'nope', 'malformed_json'],
  ['no reports', {}, 'invalid'],
  ['an empty batch', { reports: [] }, 'invalid'],
  [
    `more than ${MAX_REPORTS} reports`,
    { reports: Array.from({ length: MAX_REPORTS + 1 }, () => remoteLoad()) },
    'invalid',
  ],
  [
    `a message over ${MAX_MESSAGE} characters`,
    { reports: [remoteLoad('x'.repeat(MAX_MESSAGE + 1))] },
    'invalid',
  ],
  ['an unknown kind', { reports: [{ kind: 'network', message: 'x' }] }, 'invalid'],
  ['no message', { reports: [{ kind: 'render' }] }, 'invalid'],
  [
    'a field that is not one of the four',
    { reports: [{ ...remoteLoad(), url: '/cart' }] },
    'invalid',
  ],
  [
    'a remote name with a URL in it',
    { reports: [{ ...remoteLoad(), remote: 'http://x/?a' }] },
    'invalid',
  ],
])('%s is a 400 with an errors array, nothing logged', async (_name, body, code) => {
  const r = await send(body);
  expect(r.status).toBe(400);
  expect(r.body.errors[0]).toMatchObject({ status: 400, code });
  expect(r.headers.get('cache-control')).toBe('no-store');
  expect(browserErrorLines()).toEqual([]);
});

test('a body over 8 KB is refused with 413', async () => {
  const r = await send(`{"reports":[{"kind":"render","message":"${'x'.repeat(9 * 1024)}"}]}`);
  expect(r.status).toBe(413);
  expect(r.body.errors[0].code).toBe('payload_too_large');
});

test('a cross-site beacon is refused (403), same-origin only', async () => {
  const r = await send(
    { reports: [remoteLoad()] },
    { ...BEACON_HEADERS, 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
  );
  expect(r.status).toBe(403);
  expect(r.body.errors[0].code).toBe('cross_site_request');
});

test('scrubMessage keeps what the operator needs', () => {
  expect(
    scrubMessage('Minified React error #418; visit https://react.dev/errors/418?args[]=x'),
  ).toBe('Minified React error #418; visit https://react.dev/errors/418');
  expect(scrubMessage("Cannot read properties of undefined (reading 'price')")).toBe(
    "Cannot read properties of undefined (reading 'price')",
  );
  expect(scrubMessage('mf_cart@http://127.0.0.1:3001/mf-manifest.json timed out')).toBe(
    'mf_cart@http://127.0.0.1:3001/mf-manifest.json timed out',
  );
});

describe('on the store server (FRONTEND_ROOT), a locked store', () => {
  let fe: TestServer;
  beforeAll(async () => {
    fe = await startServer({ defaultStore: 'locked', serverRender: false }, withFrontend);
  });
  afterAll(() => fe.close());

  test('the beacon is answered by the API, without the access code', async () => {
    const r = await call(fe.base, 'POST', URL_, JSON.stringify({ reports: [remoteLoad()] }), {
      ...BEACON_HEADERS,
      host: 'locked.shop.example',
    });
    expect(r.status).toBe(204);
  });

  test("the shell page's CSP lets it connect to its own origin", async () => {
    const r = await fetch(`${fe.base}/`, { headers: { accept: 'text/html' } });
    const csp = r.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/connect-src 'self'/);
  });
});

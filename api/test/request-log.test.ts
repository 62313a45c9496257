import { createPreviewToken } from '../src/lib/preview';
import { scrubText, serializeError } from '@store/shared/node/logRedaction';
import { parseTrustProxy } from '@store/shared/node/serverOptions';
import {
  call,
  captureLog,
  CUSTOMER,
  flagship,
  get,
  payWith,
  startServer,
  TEST_PREVIEW_SECRET,
  type TestServer,
} from './helpers';

interface LogLine {
  level: number;
  msg: string;
  requestId?: string;
  method?: string;
  route?: string | null;
  path?: string;
  query?: string[];
  status?: number;
  ms?: number;
  store?: string;
  ip?: string;
  protocol?: string;
  err?: { type: string; message: string; stack: string };
}

const linesOf = (text: string): LogLine[] =>
  text
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as LogLine);

/**
 * The lines of one request: the request line is written in onResponse, which can run a moment
 * after the client has read the answer, so this waits (up to a second) for it.
 */
async function linesFor(log: () => string, requestId: string): Promise<LogLine[]> {
  const until = Date.now() + 1000;
  for (;;) {
    const mine = linesOf(log()).filter((l) => l.requestId === requestId);
    if (mine.some((l) => l.msg === 'request') || Date.now() > until) return mine;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('request log', () => {
  const log = captureLog();
  let s: TestServer;
  beforeAll(async () => {
    s = await startServer({ logger: log.logger });
  });
  afterAll(() => s.close());

  test('one JSON line per request, with the id the x-request-id header carries', async () => {
    const r = await get(s.base, '/api/backend/v1/collections?storeSlug=demo&q=x');
    expect(r.status).toBe(200);
    const id = r.headers.get('x-request-id')!;
    expect(id).toMatch(UUID);
    const mine = await linesFor(log.text, id);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      level: 30,
      msg: 'request',
      requestId: id,
      method: 'GET',
      route: '/api/backend/v1/collections',
      path: '/api/backend/v1/collections',
      query: ['storeSlug', 'q'],
      status: 200,
      store: 'demo',
      ip: '127.0.0.1',
      protocol: 'http',
    });
    expect(typeof mine[0]!.ms).toBe('number');
    // Every line of the log is JSON (linesOf throws otherwise).
    expect(linesOf(log.text()).length).toBeGreaterThan(0);
  });

  test('a safe incoming x-request-id is kept; an unsafe one is replaced', async () => {
    const kept = await get(s.base, '/api/backend/v1/stores?slug=demo', {
      'x-request-id': 'lb-42.trace_ID',
    });
    expect(kept.headers.get('x-request-id')).toBe('lb-42.trace_ID');
    expect(await linesFor(log.text, 'lb-42.trace_ID')).toHaveLength(1);

    for (const unsafe of ['has space', 'a'.repeat(65), '<script>', 'who@example.com']) {
      const r = await get(s.base, '/api/backend/v1/stores?slug=demo', { 'x-request-id': unsafe });
      const id = r.headers.get('x-request-id')!;
      expect(id).toMatch(UUID);
      expect(await linesFor(log.text, id)).toHaveLength(1);
    }
    expect(log.text()).not.toContain('<script>');
    expect(log.text()).not.toContain('has space');
  });

  test('404s and 4xx errors carry the id too, and are logged at info', async () => {
    const missing = await get(s.base, '/api/nothing-here?token=abc');
    expect(missing.status).toBe(404);
    const id = missing.headers.get('x-request-id')!;
    expect(id).toMatch(UUID);
    const [line] = await linesFor(log.text, id);
    expect(line).toMatchObject({ level: 30, status: 404, route: null, path: '/api/nothing-here' });
    expect(line!.query).toEqual(['token']);

    // An email a client puts in a path is taken out of the line too.
    const inPath = await get(s.base, '/api/nothing/ada.hidden%40example.com');
    const [pathLine] = await linesFor(log.text, inPath.headers.get('x-request-id')!);
    expect(pathLine!.path).toBe('/api/nothing/[email]');

    const invalid = await call(s.base, 'POST', '/api/checkout/checkout', '{"bad json');
    expect(invalid.status).toBe(400);
    expect(invalid.headers.get('x-request-id')).toMatch(UUID);
  });

  test('the probes are not logged at info', async () => {
    const ids: string[] = [];
    for (const probe of ['/healthz', '/readyz']) {
      const r = await get(s.base, probe);
      expect(r.status).toBe(200);
      ids.push(r.headers.get('x-request-id')!);
    }
    // A request after them: once its line is written, theirs would have been too.
    const after = await get(s.base, '/api/backend/v1/stores?slug=demo');
    expect(await linesFor(log.text, after.headers.get('x-request-id')!)).toHaveLength(1);
    const probeLines = linesOf(log.text()).filter((l) => ids.includes(l.requestId ?? ''));
    // The log runs at debug here: a probe may show at debug, never at info or above.
    expect(probeLines.filter((l) => l.level >= 30)).toEqual([]);
  });
});

describe('a server fault', () => {
  const log = captureLog('info');
  let s: TestServer;
  beforeAll(async () => {
    s = await startServer({ logger: log.logger });
    // A table gone is a fault no client can cause: the write below fails with a database error.
    await s.app.db.exec('DROP TABLE newsletter_signups');
  });
  afterAll(() => s.close());

  test('a 5xx body carries the request id; the error is logged without the personal data', async () => {
    const email = 'fault.victim@faulty-mail.example';
    const r = await call(s.base, 'POST', '/api/backend/v1/newsletter/demo', {
      email,
      source: 'footer',
    });
    expect(r.status).toBe(500);
    const id = r.headers.get('x-request-id')!;
    expect(id).toMatch(UUID);
    expect(r.body).toEqual({
      errors: [
        {
          status: 500,
          code: 'internal',
          detail: 'Something went wrong on our side.',
          meta: { requestId: id },
        },
      ],
    });
    const mine = await linesFor(log.text, id);
    const failed = mine.find((l) => l.msg === 'request failed');
    expect(failed).toMatchObject({ level: 50, err: { type: expect.any(String) } });
    expect(failed!.err!.stack).toContain('newsletter');
    expect(mine.find((l) => l.msg === 'request')).toMatchObject({ level: 50, status: 500 });
    expect(log.text()).not.toContain(email);
    expect(log.text()).not.toContain('fault.victim');
  });
});

describe('redaction: an order placed end to end leaves no personal data in the log', () => {
  const log = captureLog('trace');
  let s: TestServer;
  beforeAll(async () => {
    s = await startServer({ logger: log.logger });
  });
  afterAll(() => s.close());

  const SHOPPER = {
    ...CUSTOMER,
    firstName: 'Zenobia',
    lastName: 'Quillfeather',
    email: 'zenobia.quillfeather@redaction-check.example',
    phone: '+1 415-555-0199',
    address: {
      ...CUSTOMER.address,
      address1: '742 Evergreen Terrace',
      address2: 'Apt 9Z',
      city: 'Springfieldshire',
      zip: '97403',
    },
  };

  test('emails, phones, addresses, payment tokens, access codes and preview tokens', async () => {
    const b = s.base;
    const previewToken = createPreviewToken(TEST_PREVIEW_SECRET, 'demo', Date.now() + 3600_000);
    const preview = { 'x-preview-token': previewToken };
    const { sku } = await flagship(b);
    const created = await call(
      b,
      'POST',
      '/api/checkout/checkout',
      { lineItems: [{ sku: sku('Heather Grey', 'm'), quantity: 1 }], storeSlug: 'demo' },
      preview,
    );
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    const put = (data: object) =>
      call(b, 'PUT', '/api/checkout/v1/checkout', { id, data: { storeSlug: 'demo', ...data } });
    expect((await put({ customer: SHOPPER })).status).toBe(200);
    expect((await put({ deliveryOption: 'standard' })).status).toBe(200);
    const { payment } = await payWith(b, id, '4242 4242 4242 4242');
    const paymentToken = payment!.body.paymentToken as string;
    expect(paymentToken).toBeTruthy();
    const submit = await call(b, 'POST', '/api/checkout/v1/checkout/submit', {
      checkoutId: id,
      storeSlug: 'demo',
      paymentToken,
      paymentId: payment!.body.paymentId,
      platform: 'stripe',
      returnUrl: '/',
    });
    expect(submit.body.state).toBe('success');
    const lookup = submit.body.orderLookupNumber as string;
    // The email in a query string, a wrong one too (a 404), and the newsletter signup's body.
    const q = (e: string) => `?email=${encodeURIComponent(e)}`;
    expect(
      (await get(b, `/api/backend/v1/orders/lookup/${lookup}${q(SHOPPER.email)}`)).status,
    ).toBe(200);
    await get(b, `/api/backend/v1/orders/lookup/${lookup}${q('zz.' + SHOPPER.email)}`);
    await call(b, 'POST', '/api/backend/v1/newsletter/demo', {
      email: SHOPPER.email,
      source: 'footer',
    });
    // The locked store's access code, as a header, as a query parameter, and a wrong one.
    const locked = '/api/backend/v1/stores?slug=locked';
    expect((await get(b, locked, { 'x-access-code': 'letmein' })).status).toBe(200);
    expect((await get(b, `${locked}&accessCode=letmein`)).status).toBe(200);
    expect((await get(b, locked, { 'x-access-code': 'guessword77' })).status).toBe(401);
    expect((await get(b, locked, preview)).status).toBe(401);
    await get(b, '/api/theme/?siteKey=demo', preview);

    await linesFor(log.text, 'never'); // let the last onResponse lines land
    const text = log.text();
    expect(linesOf(text).filter((l) => l.msg === 'request').length).toBeGreaterThanOrEqual(14);
    const secrets = [
      SHOPPER.email,
      'zenobia',
      'Quillfeather',
      '415-555-0199',
      '4155550199',
      'Evergreen Terrace',
      'Springfieldshire',
      '4242 4242',
      paymentToken,
      previewToken,
      'letmein',
      'guessword77',
    ];
    for (const secret of secrets) expect(text.toLowerCase()).not.toContain(secret.toLowerCase());
  });
});

describe('TRUST_PROXY', () => {
  const forwarded = { 'x-forwarded-for': '203.0.113.7', 'x-forwarded-proto': 'https' };

  test.each([
    ['unset: the socket address and scheme', undefined, '127.0.0.1', 'http'],
    ['a proxy not in the list is not believed', '10.0.0.1', '127.0.0.1', 'http'],
    ['loopback: the forwarded client and scheme', 'loopback', '203.0.113.7', 'https'],
    ['a hop count', '1', '203.0.113.7', 'https'],
  ])('%s', async (_name, setting, ip, protocol) => {
    const log = captureLog('info');
    const trustProxy = parseTrustProxy(setting);
    const s = await startServer({ logger: log.logger, ...(trustProxy ? { trustProxy } : {}) });
    try {
      const r = await get(s.base, '/api/backend/v1/stores?slug=demo', forwarded);
      const [line] = await linesFor(log.text, r.headers.get('x-request-id')!);
      expect(line).toMatchObject({ ip, protocol });
    } finally {
      await s.close();
    }
  });

  test('parseTrustProxy', () => {
    expect(parseTrustProxy(undefined)).toBeUndefined();
    expect(parseTrustProxy('')).toBeUndefined();
    expect(parseTrustProxy('false')).toBeUndefined();
    expect(parseTrustProxy('0')).toBeUndefined();
    expect(parseTrustProxy('true')).toBe(true);
    expect(parseTrustProxy(' 10.0.0.0/8, 192.168.1.1 ,loopback,::1,fd00::/8')).toEqual([
      '10.0.0.0/8',
      '192.168.1.1',
      'loopback',
      '::1',
      'fd00::/8',
    ]);
    const twoHops = parseTrustProxy('2') as (address: string, hop: number) => boolean;
    expect([0, 1, 2].map((hop) => twoHops('10.0.0.1', hop))).toEqual([true, true, false]);
    expect(() => parseTrustProxy('proxy.internal')).toThrow(/TRUST_PROXY/);
    expect(() => parseTrustProxy('10.0.0.0/99')).toThrow(/TRUST_PROXY/);
  });
});

describe('scrubbing of error text', () => {
  test('values quoted in messages, emails, phone and card numbers, tokens, query strings', () => {
    const text = scrubText(
      'Unexpected token \'a\', "ada@example.com" is not valid JSON; call 650-253-0000 or ' +
        'card 4242 4242 4242 4242 at /x?email=b@c.io token ' +
        'QmFzZTY0VXJsVG9rZW5UaGF0SXNMb25nRW5vdWdoMTIz',
    );
    for (const leak of ['ada@', 'b@c.io', '650-253', '4242 4242', 'email=', 'QmFzZTY0'])
      expect(text).not.toContain(leak);
    expect(text).toContain('is not valid JSON');
  });

  test("an error's own fields (a pg error's detail) are not copied", () => {
    const pg = Object.assign(new Error('duplicate key value violates unique constraint "u"'), {
      code: '23505',
      detail: 'Key (email)=(ada@example.com) already exists.',
      table: 'newsletter_signups',
      constraint: 'u',
    });
    const safe = serializeError(pg);
    expect(safe).toMatchObject({ type: 'Error', code: '23505', table: 'newsletter_signups' });
    expect(JSON.stringify(safe)).not.toContain('ada@');
    expect(safe).not.toHaveProperty('detail');
    expect(scrubText('Key (email)=(ada at example) already exists')).not.toContain('ada at');
  });
});

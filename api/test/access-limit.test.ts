import http from 'node:http';
import { parseAccessCodeLimit } from '../src/lib/accessCodeLimit';
import { call, startServer, type Res, type TestServer } from './helpers';

// Wrong access codes are limited per client and store (SPEC §6 access codes, lib/accessCodeLimit):
// a guesser is answered 429 with Retry-After after the limit, right code or not, until the window
// ends; nobody else is slowed.

const MAX = 5;
const WINDOW_MS = 1500;
const SESSIONS = '/api/backend/v1/access_sessions';
const login = (base: string, accessCode: string, storeSlug = 'locked') =>
  call(base, 'POST', SESSIONS, { storeSlug, accessCode });

let s: TestServer;
beforeEach(async () => {
  s = await startServer({ accessCodeLimit: { maxFailures: MAX, windowMs: WINDOW_MS } });
});
afterEach(() => s.close());

async function spendGuesses(base: string, storeSlug = 'locked') {
  for (let i = 0; i < MAX; i++) {
    const r = await login(base, `guess-${i}`, storeSlug);
    expect(r.status).toBe(401);
    expect(r.body.errors[0].code).toBe('access_code_invalid');
  }
}

function expectTooMany(
  r: Res<{ errors: { code: string; meta?: { retryAfterSeconds?: number } }[] }>,
) {
  expect(r.status).toBe(429);
  expect(r.body.errors[0]).toMatchObject({
    status: 429,
    code: 'access_code_attempts',
    detail: expect.stringMatching(/^Too many wrong access codes\. Try again in \d+ seconds\.$/),
  });
  const retryAfter = Number(r.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(Math.ceil(WINDOW_MS / 1000));
  expect(r.body.errors[0]?.meta?.retryAfterSeconds).toBe(retryAfter);
  expect(r.headers.get('cache-control')).toBe('no-store');
}

test('after the limit of wrong codes the login answers 429 with Retry-After, even for the right code', async () => {
  await spendGuesses(s.base);
  expectTooMany(await login(s.base, 'yet-another-guess'));
  const right = await login(s.base, 'letmein');
  expectTooMany(right);
  expect(right.headers.get('set-cookie')).toBeNull();
});

test('the right code works again once the window has passed', async () => {
  await spendGuesses(s.base);
  expectTooMany(await login(s.base, 'letmein'));
  await new Promise((r) => setTimeout(r, WINDOW_MS + 100));
  const right = await login(s.base, 'letmein');
  expect(right.status).toBe(200);
  expect(right.body).toEqual({ locked: true });
  expect(right.headers.get('set-cookie')).toMatch(/^store_access=/);
});

test('a right code does not count: an API client sending it on every call is never slowed', async () => {
  for (let i = 0; i < MAX * 4; i++) {
    const r = await call(s.base, 'GET', '/api/backend/v1/stores?slug=locked', undefined, {
      'x-access-code': 'letmein',
    });
    expect(r.status).toBe(200);
  }
  expect((await login(s.base, 'letmein')).status).toBe(200);
});

test('every route that accepts a code counts and refuses alike: x-access-code, ?accessCode= on the theme call', async () => {
  for (let i = 0; i < MAX; i++) {
    const wrong =
      i % 2
        ? await call(s.base, 'GET', `/api/theme/?siteKey=locked&accessCode=guess-${i}`)
        : await call(s.base, 'GET', '/api/backend/v1/stores?slug=locked', undefined, {
            'x-access-code': `guess-${i}`,
          });
    expect(wrong.status).toBe(401);
  }
  expectTooMany(await call(s.base, 'GET', '/api/theme/?siteKey=locked&accessCode=letmein'));
  expectTooMany(
    await call(s.base, 'GET', '/api/backend/v1/stores?slug=locked', undefined, {
      'x-access-code': 'letmein',
    }),
  );
  // The login shares the same count.
  expectTooMany(await login(s.base, 'letmein'));
});

test('a shopper who already holds an access session is not locked out by a guesser on the same address', async () => {
  const session = await login(s.base, 'letmein');
  const cookie = (session.headers.get('set-cookie') ?? '').split(';')[0]!;
  await spendGuesses(s.base);
  const r = await call(s.base, 'GET', '/api/backend/v1/stores?slug=locked', undefined, { cookie });
  expect(r.status).toBe(200);
});

test('limits are per store: guesses at one locked store leave another alone', async () => {
  await s.app.db.run("UPDATE stores SET access_code = 'after-hours' WHERE slug = 'afterdark'");
  await spendGuesses(s.base, 'locked');
  expectTooMany(await login(s.base, 'letmein', 'locked'));
  const other = await login(s.base, 'after-hours', 'afterdark');
  expect(other.status).toBe(200);
  expect(other.body).toEqual({ locked: true });
});

/** A POST from another loopback address (127.0.0.2): another client to the server. */
function loginFrom(localAddress: string, base: string, accessCode: string): Promise<number> {
  const url = new URL(SESSIONS, base);
  const body = JSON.stringify({ storeSlug: 'locked', accessCode });
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      {
        method: 'POST',
        localAddress,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

test('limits are per client: another address may still log in', async () => {
  await spendGuesses(s.base);
  expectTooMany(await login(s.base, 'letmein'));
  expect(await loginFrom('127.0.0.2', s.base, 'letmein')).toBe(200);
});

test('nothing else is throttled: no rate-limit headers or 429 on ordinary calls', async () => {
  await spendGuesses(s.base);
  for (let i = 0; i < MAX * 4; i++) {
    const r = await call(s.base, 'GET', '/api/backend/v1/stores?slug=demo');
    expect(r.status).toBe(200);
    expect(r.headers.get('x-ratelimit-limit')).toBeNull();
  }
  // A store without a code says so whatever code is sent.
  expect((await login(s.base, 'anything', 'demo')).body).toEqual({ locked: false });
});

test('ACCESS_CODE_MAX_FAILURES and ACCESS_CODE_WINDOW_SECONDS configure it; bad values keep the default', () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  expect(parseAccessCodeLimit({})).toEqual({ maxFailures: 10, windowMs: 60_000 });
  expect(
    parseAccessCodeLimit({ ACCESS_CODE_MAX_FAILURES: '3', ACCESS_CODE_WINDOW_SECONDS: '300' }),
  ).toEqual({ maxFailures: 3, windowMs: 300_000 });
  expect(
    parseAccessCodeLimit({ ACCESS_CODE_MAX_FAILURES: '0', ACCESS_CODE_WINDOW_SECONDS: 'soon' }),
  ).toEqual({ maxFailures: 10, windowMs: 60_000 });
  expect(warn).toHaveBeenCalledTimes(2);
  warn.mockRestore();
});

import { startServer, withFrontend, type TestServer } from './helpers';

// POST /age-gate: the age gate's form without script (src/actions/ageGateForm.ts), over HTTP.
// What it writes is the cookie the live gate writes (shell ageGate/AgeGate.tsx), which the store
// server reads to render a verified shopper's store (server-render.test.ts).

let s: TestServer;

beforeAll(async () => {
  s = await startServer({ defaultStore: 'demo' }, (dir) => withFrontend(dir));
});
afterAll(() => s.close());

const AFTERDARK = { 'x-forwarded-host': 'afterdark.localhost' };

function post(fields: Record<string, string>, headers: Record<string, string> = AFTERDARK) {
  return fetch(`${s.base}/age-gate`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(fields).toString(),
  });
}

const BOTH = { adult: 'yes', notRestricted: 'yes', choice: 'proceed' };

test('Proceed with both boxes: verified for this store (its cookie, a year), back to the page', async () => {
  const r = await post({ ...BOTH, return: '/listing/last-call-tee?pid=1' });
  expect(r.status).toBe(303);
  expect(r.headers.get('location')).toBe('/listing/last-call-tee?pid=1');
  expect(r.headers.get('cache-control')).toBe('no-store');
  const [cookie, ...others] = r.headers.getSetCookie();
  expect(others).toEqual([]);
  expect(cookie).toMatch(/^age_verified_afterdark=true; Path=\/; Expires=[^;]+; SameSite=Lax$/);
  const expires = Date.parse(/Expires=([^;]+)/.exec(cookie!)![1]!);
  expect(expires - Date.now()).toBeGreaterThan(364 * 864e5);
});

test("the request's store is the one verified (its host)", async () => {
  const r = await post({ ...BOTH, return: '/' }, {});
  expect(r.headers.getSetCookie()[0]).toMatch(/^age_verified_demo=true;/);
});

test.each([
  ['the first box', { notRestricted: 'yes', choice: 'proceed' }],
  ['the second box', { adult: 'yes', choice: 'proceed' }],
  ['both boxes', { choice: 'proceed' }],
])(
  'Proceed without %s: nothing written, back to the page (its gate still up)',
  async (_n, fields) => {
    const r = await post({ ...fields, return: '/apparel' });
    expect(r.status).toBe(303);
    expect(r.headers.get('location')).toBe('/apparel');
    expect(r.headers.getSetCookie()).toEqual([]);
  },
);

test('Exit leaves the store (a page that goes on at once: the CSP keeps form posts on this site), verifying nothing', async () => {
  const r = await post({ adult: 'yes', notRestricted: 'yes', choice: 'exit', return: '/' });
  expect(r.status).toBe(200);
  expect(r.headers.getSetCookie()).toEqual([]);
  expect(r.headers.get('cache-control')).toBe('no-store');
  const html = await r.text();
  expect(html).toContain('<meta http-equiv="refresh" content="0; url=https://www.google.com">');
  expect(html).toContain('<a href="https://www.google.com">Continue</a>');
});

test.each(['//evil.example/x', 'https://evil.example/', '/\\evil.example', ''])(
  'a return of %j comes back home, never elsewhere',
  async (to) => {
    const r = await post({ ...BOTH, return: to });
    expect(r.headers.get('location')).toBe('/');
  },
);

test('a choice the form does not have is a 400 page, nothing written', async () => {
  const r = await post({ ...BOTH, choice: 'skip' });
  expect(r.status).toBe(400);
  expect(r.headers.getSetCookie()).toEqual([]);
  expect(await r.text()).toContain('This form could not be read.');
});

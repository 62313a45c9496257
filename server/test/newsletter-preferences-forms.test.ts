import { JSDOM } from 'jsdom';
import Cookies from 'js-cookie';
import {
  PREFERENCE_COOKIE_DAYS,
  preferenceCookieText,
  storeCookieAttributes,
} from '@store/shared/src/cookies';
import { returnPath, withQueryParam } from '../src/actions/formReplies';
import { startServer, withFrontend, type TestServer } from './helpers';

let s: TestServer;

beforeAll(async () => {
  s = await startServer({ defaultStore: 'demo' }, (dir) => withFrontend(dir));
});
afterAll(() => s.close());

/** A footer form's post, as a browser without script sends it. */
function post(
  path: string,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
  server = s,
) {
  return fetch(server.base + path, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(fields).toString(),
  });
}

/** Each run signs up its own addresses (one database per test file, but tests share it). */
let n = 0;
const unique = (who: string) => `${who}.${++n}@example.com`;

const signups = (email: string) =>
  s.api.app.db.all<{ store_id: string; source: string; email: string }>(
    'SELECT store_id, source, email FROM newsletter_signups WHERE email = ?',
    [email],
  );

/** The cookie a reply set: its Set-Cookie line and raw value, or null. */
function cookieSet(r: Response, name: string) {
  const line = r.headers.getSetCookie().find((c) => c.startsWith(`${name}=`));
  if (!line) return null;
  return { line, raw: line.slice(name.length + 1).split(';')[0]! };
}

describe('POST /newsletter: the footer signup without script', () => {
  test('signs the email up (trimmed, as the browser form sends it) and comes back saying so', async () => {
    const email = unique('footer');
    const r = await post('/newsletter', {
      email: `  ${email.toUpperCase()} `,
      source: 'footer',
      return: '/listing/tidepool-wave-tee?pid=5001&size=xl',
    });
    expect(r.status).toBe(303);
    expect(r.headers.get('location')).toBe(
      '/listing/tidepool-wave-tee?pid=5001&size=xl&newsletter=subscribed',
    );
    expect(r.headers.get('cache-control')).toBe('no-store');
    expect(r.headers.getSetCookie()).toEqual([]);
    // The API's own route stored it, as for the browser's call (it keeps mailboxes in lower case).
    expect(await signups(email)).toEqual([expect.objectContaining({ email, source: 'footer' })]);
  });

  test('an email already on the list comes back as such; one row, and an old outcome is replaced', async () => {
    const email = unique('again');
    await post('/newsletter', { email, source: 'header', return: '/' });
    const r = await post('/newsletter', {
      email,
      source: 'footer',
      return: '/about?newsletter=subscribed&x=1',
    });
    expect(r.status).toBe(303);
    expect(r.headers.get('location')).toBe('/about?newsletter=already&x=1');
    expect(await signups(email)).toEqual([expect.objectContaining({ source: 'header' })]);
  });

  test.each([
    ['no domain dot', 'fan@localhost'],
    ['no @', 'fan.example.com'],
    ['a space inside', 'f an@example.com'],
    ['blank', '   '],
    ['too long', `${'a'.repeat(250)}@example.com`],
  ])(
    'an email the browser form refuses (%s) comes back as invalid, nothing sent',
    async (_n, email) => {
      const r = await post('/newsletter', { email, source: 'footer', return: '/about' });
      expect(r.status).toBe(303);
      expect(r.headers.get('location')).toBe('/about?newsletter=invalid');
      expect(await signups(email.trim().toLowerCase())).toEqual([]);
    },
  );

  test.each([
    ['another host', '//evil.example/x'],
    ['another site', 'https://evil.example'],
    ['a backslash', '/\\evil.example'],
    ['a tab a browser would drop', '/\t/evil.example'],
    ['a script', 'javascript:alert(1)'],
    ['too long', `/${'a'.repeat(2000)}`],
  ])('a return to %s goes to the home page instead', async (_n, back) => {
    const r = await post('/newsletter', {
      email: unique('open'),
      source: 'footer',
      return: back,
    });
    expect(r.status).toBe(303);
    expect(r.headers.get('location')).toBe('/?newsletter=subscribed');
  });

  test('no return at all comes back to the home page', async () => {
    const r = await post('/newsletter', { email: unique('home'), source: 'footer' });
    expect(r.headers.get('location')).toBe('/?newsletter=subscribed');
  });

  test.each([
    ['no email', { source: 'footer', return: '/' }],
    ['no source', { email: 'x@example.com', return: '/' }],
    ['an unknown source', { email: 'x@example.com', source: 'popup', return: '/' }],
  ])('a malformed post (%s) is a 400 page and signs nobody up', async (_n, fields) => {
    const r = await post('/newsletter', fields);
    expect(r.status).toBe(400);
    expect(r.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await r.text()).toContain('<h1>You were not signed up</h1>');
    expect(await signups('x@example.com')).toEqual([]);
  });

  test('a post from another site is refused and signs nobody up', async () => {
    const email = unique('csrf');
    const r = await post(
      '/newsletter',
      { email, source: 'footer', return: '/' },
      { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    );
    expect(r.status).toBe(403);
    expect(r.headers.getSetCookie()).toEqual([]);
    expect(await signups(email)).toEqual([]);
  });

  test('a signup the API could not store comes back as failed, to try again', async () => {
    await s.api.app.db.exec('ALTER TABLE newsletter_signups RENAME TO newsletter_signups_away');
    try {
      const r = await post('/newsletter', { email: unique('down'), source: 'footer', return: '/' });
      expect(r.status).toBe(303);
      expect(r.headers.get('location')).toBe('/?newsletter=failed');
    } finally {
      await s.api.app.db.exec('ALTER TABLE newsletter_signups_away RENAME TO newsletter_signups');
    }
  });

  test("a locked store's signup without its session goes to the password page", async () => {
    const r = await post(
      '/newsletter',
      { email: unique('locked'), source: 'footer', return: '/' },
      { 'x-forwarded-host': 'locked.localhost' },
    );
    expect(r.status).toBe(303);
    expect(r.headers.get('location')).toBe('/login');
  });

  test("the request's store is the one signed up to (its host)", async () => {
    const email = unique('afterdark');
    const r = await post(
      '/newsletter',
      { email, source: 'footer', return: '/' },
      { 'x-forwarded-host': 'afterdark.localhost' },
    );
    expect(r.headers.get('location')).toBe('/?newsletter=subscribed');
    const [row] = await signups(email);
    const store = await s.api.app.db.get<{ id: string }>('SELECT id FROM stores WHERE slug = ?', [
      'afterdark',
    ]);
    expect(row?.store_id).toBe(store?.id);
  });
});

describe("POST /newsletter is held to the API signup's own limit", () => {
  let limited: TestServer;
  beforeAll(async () => {
    limited = await startServer(
      {
        defaultStore: 'demo',
        rateLimits: { newsletter: { max: 2, windowMs: 60_000 } },
        // Clients told apart by the address the proxy names (X-Forwarded-For).
        trustProxy: true,
      },
      (dir) => withFrontend(dir),
    );
  });
  afterAll(() => limited.close());

  test('a client past the `newsletter` limit is answered 429; its loopback calls are not counted', async () => {
    // A client behind a proxy (loopback alone is the server's own traffic, never limited).
    const client = { 'x-forwarded-for': '192.0.2.7' };
    const form = () => ({ email: unique('limit'), source: 'footer', return: '/' });
    for (let i = 0; i < 2; i++) {
      const r = await post('/newsletter', form(), client, limited);
      // Each signup went through: its own call to the API route was not the one limited.
      expect(r.headers.get('location')).toBe('/?newsletter=subscribed');
    }
    const over = await post('/newsletter', form(), client, limited);
    expect(over.status).toBe(429);
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    // Another client is not slowed.
    const other = await post('/newsletter', form(), { 'x-forwarded-for': '192.0.2.8' }, limited);
    expect(other.status).toBe(303);
  });
});

describe('POST /preferences: the footer Preferences without script', () => {
  const EU = { region: 'EU', currency: 'EUR', locale: 'de' };

  test('saves region (with its fulfillment region), currency and language, and goes back', async () => {
    const r = await post('/preferences', { ...EU, return: '/listing/tidepool-wave-tee?pid=5001' });
    expect(r.status).toBe(303);
    expect(r.headers.get('location')).toBe('/listing/tidepool-wave-tee?pid=5001');
    expect(r.headers.get('cache-control')).toBe('no-store');
    const set = cookieSet(r, 'localization_demo')!;
    expect(set.line).toMatch(/; Path=\/; Expires=[^;]+; SameSite=Lax$/);
    const expires = Date.parse(/Expires=([^;]+)/.exec(set.line)![1]!);
    expect(Math.abs(expires - (Date.now() + PREFERENCE_COOKIE_DAYS * 864e5))).toBeLessThan(60_000);
    expect(JSON.parse(decodeURIComponent(set.raw))).toEqual({
      ...EU,
      fulfillmentRegion: 'EUR',
    });
  });

  test('writes the very bytes the Preferences modal writes with js-cookie for the same choice', async () => {
    const choice = { region: 'Canada', currency: 'CAD', locale: 'pt-BR' };
    const set = cookieSet(
      await post('/preferences', { ...choice, return: '/' }),
      'localization_demo',
    )!;
    // The browser path: the shell's writePreference is this js-cookie call (preferenceCookie.ts).
    const dom = new JSDOM('', { url: 'http://store.localhost/' });
    const global = globalThis as { document?: Document };
    const before = global.document;
    global.document = dom.window.document;
    try {
      Cookies.set(
        'localization_demo',
        preferenceCookieText({ ...choice, fulfillmentRegion: 'USA' }),
        storeCookieAttributes(PREFERENCE_COOKIE_DAYS, 'http:'),
      );
      expect(dom.window.document.cookie).toBe(`localization_demo=${set.raw}`);
    } finally {
      global.document = before;
    }
  });

  test('the next page is rendered in the saved choice (the store server reads the cookie)', async () => {
    const set = cookieSet(await post('/preferences', { ...EU, return: '/' }), 'localization_demo')!;
    const page = await fetch(`${s.base}/`, {
      headers: { cookie: `localization_demo=${set.raw}`, accept: 'text/html' },
    });
    expect(await page.text()).toMatch(/<html[^>]* lang="de"/);
  });

  test("the request's store is the one whose Preferences are saved", async () => {
    const r = await post(
      '/preferences',
      { ...EU, return: '/' },
      { 'x-forwarded-host': 'afterdark.localhost' },
    );
    expect(cookieSet(r, 'localization_afterdark')).not.toBeNull();
    expect(cookieSet(r, 'localization_demo')).toBeNull();
  });

  test('a return to another site goes to the home page instead', async () => {
    for (const back of ['//evil.example/x', 'https://evil.example']) {
      const r = await post('/preferences', { ...EU, return: back });
      expect(r.status).toBe(303);
      expect(r.headers.get('location')).toBe('/');
    }
  });

  test.each([
    ['an unknown language', { ...EU, locale: 'xx' }],
    ['an unknown currency', { ...EU, currency: 'JPY' }],
    ['a currency in lower case', { ...EU, currency: 'eur' }],
    ['an unknown region', { ...EU, region: 'Mars' }],
    ['no region', { currency: 'EUR', locale: 'de' }],
  ])('%s is refused with a 400 page, nothing saved', async (_n, fields) => {
    const r = await post('/preferences', { ...fields, return: '/' });
    expect(r.status).toBe(400);
    expect(await r.text()).toContain('<h1>Your preferences were not saved</h1>');
    expect(r.headers.getSetCookie()).toEqual([]);
  });

  test('a post from another site is refused and sets no cookie', async () => {
    const r = await post(
      '/preferences',
      { ...EU, return: '/' },
      { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    );
    expect(r.status).toBe(403);
    expect(r.headers.getSetCookie()).toEqual([]);
  });
});

describe('the page a form goes back to', () => {
  test.each([
    ['/', '/'],
    ['/listing/tee?pid=1&size=xl', '/listing/tee?pid=1&size=xl'],
    ['/search?q=a b', '/search?q=a%20b'],
    ['/about#team', '/about'],
    ['/a/../b', '/b'],
    ['', '/'],
    ['about', '/'],
    ['//evil.example', '/'],
    ['/\\evil.example', '/'],
    ['/\n/evil.example', '/'],
    ['https://evil.example/', '/'],
    [undefined, '/'],
  ])('%j is %j', (raw, want) => {
    expect(returnPath(raw)).toBe(want);
  });

  test('the outcome replaces its own parameter and keeps the rest of the query', () => {
    expect(withQueryParam('/', 'newsletter', 'failed')).toBe('/?newsletter=failed');
    expect(withQueryParam('/x?a=1&newsletter=invalid&b=2', 'newsletter', 'subscribed')).toBe(
      '/x?a=1&newsletter=subscribed&b=2',
    );
  });
});

import fs from 'node:fs';
import path from 'node:path';
import { SUPPORTED_LOCALES } from '@store/shared/src/i18n/catalog';
import { CONSENT_LOCALES, consentWordsFor } from '../src/tags/consentWords';
import { startServer, type TestServer } from './helpers';
import { registered } from './support/registered';

// A store's own tags (SPEC §7: a tag manager, an analytics service, social ad pixels): its pages
// carry their settings and script, and their CSP allows those tags' hosts, for that store only.

const HTML = { accept: 'text/html,application/xhtml+xml' };
const TEMPLATE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>shell</title>' +
  '<script defer src="/main.js"></script></head><body><div id="root"></div></body></html>';

let s: TestServer;
beforeAll(async () => {
  s = await startServer({ serverRender: false }, (dir) => {
    const shell = path.join(dir, 'frontend', 'shell', 'dist');
    fs.mkdirSync(shell, { recursive: true });
    fs.writeFileSync(path.join(shell, 'index.html'), TEMPLATE);
    return { frontendRoot: path.join(dir, 'frontend') };
  });
  // Its owner's edits below reach it as change events from then on.
  await registered(s);
});
afterAll(() => s.close());

/** The store's record changed in the API, and its store servers told (a change event). */
const setPixels = (slug: string, pixels: unknown) =>
  s.api.changeCatalog(
    'UPDATE stores SET pixels_json = ? WHERE slug = ?',
    [typeof pixels === 'string' ? pixels : JSON.stringify(pixels), slug],
    slug,
  );
afterEach(() => setPixels('demo', { gmcMerchantId: null, googleAnalytics: null, facebook: null }));

async function page(url = '/', headers: Record<string, string> = {}) {
  const res = await fetch(s.base + url, { headers: { ...HTML, ...headers } });
  const csp = new Map(
    (res.headers.get('content-security-policy') ?? '')
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name = '', ...sources]) => [name, sources] as const),
  );
  return { status: res.status, html: await res.text(), csp };
}

/** The page's tags data block, parsed (undefined when the page has none). */
const tagsData = (html: string): Record<string, unknown> | undefined => {
  const m = /<script id="store-tags" type="application\/json">(.*?)<\/script>/.exec(html);
  return m?.[1] ? (JSON.parse(m[1]) as Record<string, unknown>) : undefined;
};

test('a store without tags: no tags script, no tag host in its policy', async () => {
  const p = await page('/');
  expect(p.status).toBe(200);
  expect(tagsData(p.html)).toBeUndefined();
  expect(p.html).not.toContain('/store-tags.js');
  expect(p.csp.get('script-src')?.join(' ')).not.toMatch(/googletagmanager|facebook/);
});

test("a store with Google's tag and Meta's pixel: its pages load them, its policy allows exactly their hosts", async () => {
  await setPixels('demo', {
    gmcMerchantId: null,
    googleAnalytics: 'G-AB12CD34EF',
    facebook: '1234567890123456',
  });
  const p = await page('/search');
  expect(tagsData(p.html)).toEqual({
    google: 'G-AB12CD34EF',
    meta: '1234567890123456',
    askConsent: true,
    store: 'demo',
    words: consentWordsFor('en'),
    colors: { background: expect.any(String), text: expect.any(String) },
  });
  // Deferred, and not mistaken for the shell's entry (the page's own `<script defer src>`).
  expect(p.html).toContain('<script src="/store-tags.js" defer></script>');
  expect(p.csp.get('script-src')).toEqual(
    expect.arrayContaining([
      "'self'",
      'https://*.googletagmanager.com',
      'https://connect.facebook.net',
    ]),
  );
  expect(p.csp.get('connect-src')).toEqual(
    expect.arrayContaining([
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
      'https://*.googletagmanager.com',
      'https://www.facebook.com',
    ]),
  );
  expect(p.csp.get('script-src')).not.toContain("'unsafe-inline'");

  // Another store on the same server names none of them.
  const locked = await page('/', { 'x-forwarded-host': 'locked.example.com' });
  expect(tagsData(locked.html)).toBeUndefined();
  expect(locked.csp.get('script-src')?.join(' ')).not.toMatch(/googletagmanager|facebook/);
  // Nor does anything but the page: the API, the config.
  const config = await fetch(`${s.base}/config.json`);
  expect(config.headers.get('content-security-policy')).not.toMatch(/googletagmanager/);
});

test('only the tags configured: a Meta pixel alone adds no Google host', async () => {
  await setPixels('demo', { facebook: '1234567890123456', askConsent: false });
  const p = await page('/');
  expect(tagsData(p.html)).toMatchObject({ google: null, askConsent: false });
  expect(p.csp.get('script-src')).toContain('https://connect.facebook.net');
  expect(p.csp.get('script-src')?.join(' ')).not.toMatch(/googletagmanager/);
});

test("the banner's words are the page's language", async () => {
  await setPixels('demo', { googleAnalytics: 'GTM-K9X2P7Q' });
  const p = await page('/', { 'accept-language': 'de-DE,de;q=0.9' });
  expect(tagsData(p.html)?.words).toEqual(consentWordsFor('de'));
  expect(consentWordsFor('de')).toMatchObject({ accept: 'Akzeptieren', decline: 'Ablehnen' });
});

test('a record whose pixels are not JSON, or name no valid id, loads nothing and the page stands', async () => {
  await setPixels('demo', '{not json');
  const broken = await page('/');
  expect(broken.status).toBe(200);
  expect(tagsData(broken.html)).toBeUndefined();
  await setPixels('demo', { googleAnalytics: '"></script><script>alert(1)</script>' });
  const forged = await page('/');
  // The record still travels in the boot data, escaped; no markup of it reaches the page.
  expect(forged.html).not.toContain('<script>alert(1)');
  expect(tagsData(forged.html)).toBeUndefined();
});

test('the banner has its own words in every SPEC locale', () => {
  expect([...CONSENT_LOCALES].sort()).toEqual([...SUPPORTED_LOCALES].sort());
  for (const locale of SUPPORTED_LOCALES) {
    const w = consentWordsFor(locale);
    for (const text of Object.values(w)) expect(text.trim()).not.toBe('');
  }
  expect(consentWordsFor('xx')).toEqual(consentWordsFor('en'));
});

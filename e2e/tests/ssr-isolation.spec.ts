import { expect, test } from '../support/test';
import { STORE_PORT } from '../support/ports';
import { serverRendered } from '../support/serverRender';

// Renders run side by side in the store server's worker threads, several on one thread at once:
// two stores and two currencies rendered interleaved never share a byte of each other's page.

const KINDS = [
  { name: 'demo in dollars', headers: {}, store: 'Tidepool Supply Co.', slug: 'demo', euro: false },
  {
    name: 'demo in euros',
    headers: { 'accept-language': 'de-DE,de;q=0.9' },
    store: 'Tidepool Supply Co.',
    slug: 'demo',
    euro: true,
  },
  {
    name: 'megastore in dollars',
    headers: { 'x-forwarded-host': `megastore.localhost:${STORE_PORT}` },
    store: 'Big Harbor Mercantile',
    slug: 'megastore',
    euro: false,
  },
] as const;

const stateOf = (html: string) =>
  /<script id="store-ssr" type="application\/json">(.*?)<\/script>/s.exec(html)?.[1] ?? '';

test('two stores and two currencies rendered interleaved stay apart, byte for byte', async ({
  request,
}) => {
  for (const kind of KINDS) await serverRendered(request, '/', kind.headers);
  // Fresh renders (the query makes each page its own), all in flight together. A render that
  // misses the budget on this busy machine still finishes in its thread and is cached: each page
  // is then read back as that interleaved render made it.
  const run = Date.now();
  const asked = Array.from({ length: 18 }, (_, i) => ({ kind: KINDS[i % KINDS.length]!, i }));
  const url = (i: number) => `/?interleaved=${run}-${i}`;
  await Promise.all(
    asked.map(({ kind, i }) =>
      request.get(url(i), { headers: { accept: 'text/html', ...kind.headers } }),
    ),
  );
  const rendered = await Promise.all(
    asked.map(async ({ kind, i }) => ({
      kind,
      html: (await serverRendered(request, url(i), kind.headers)).html,
    })),
  );
  for (const { kind, html } of rendered) {
    const others = KINDS.filter((k) => k.store !== kind.store);
    // The page's own frame and title (the seeded stores share some about text, not these).
    const header = /<header[^>]*>.*?<\/header>/s.exec(html)?.[0] ?? '';
    const title = /<title[^>]*>(.*?)<\/title>/s.exec(html)?.[1] ?? '';
    expect(header).toContain(`>${kind.store}</a>`);
    expect(title).toContain(kind.store);
    for (const other of others) {
      expect(header).not.toContain(other.store);
      expect(title).not.toContain(other.store);
    }
    const state = stateOf(html);
    expect(state).toContain(`\\"storeSlug\\":\\"${kind.slug}\\"`);
    for (const other of others) expect(state).not.toContain(`\\"storeSlug\\":\\"${other.slug}\\"`);
    // The page's prices (the footer's Preferences form lists every currency by its sign).
    const main = /<main[^>]*>.*?<\/main>/s.exec(html)?.[0] ?? '';
    if (kind.euro) {
      expect(main).toMatch(/\d+,\d{2}\s€/);
      expect(main).not.toMatch(/\$\d/);
    } else {
      expect(main).toMatch(/\$\d+\.\d{2}/);
      expect(main).not.toContain('€');
    }
  }
});

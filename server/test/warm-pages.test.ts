import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import type { StoreReads } from '../src/commerce/storeReads';
import { pageWarmer } from '../src/render/warmPages';
import { captureLog } from './helpers';

// The warm-up's own rules (render/warmPages.ts) against a stand-in page server that says, per
// request, how it made the page; the whole path over a real store server is in
// server-render.test.ts ("warm before ready").

/**
 * The pages the API names to warm (GET /v1/storefront/stores): two stores, the second without a
 * public listing. The first also names addresses that are not this server's paths, as a broken
 * or hostile backend might: never asked.
 */
const reads: Pick<StoreReads, 'storesToWarm'> = {
  storesToWarm: async () => [
    {
      slug: 'demo',
      pages: ['/', '/listing/tidepool%20wave', '//evil.example/x', 'https://evil.example/', '/\\x'],
    },
    { slug: 'empty', pages: ['/'] },
  ],
};

/** A page server answering each request with the next Server-Timing of `outcomes` (the last repeats). */
async function pageServer(outcomes: string[]) {
  const asked: { url: string; host: string }[] = [];
  const server = http.createServer((req, res) => {
    asked.push({ url: req.url ?? '', host: String(req.headers['x-forwarded-host']) });
    const via = outcomes[Math.min(asked.length - 1, outcomes.length - 1)];
    res.setHeader('server-timing', `ssr;desc="${via}";dur=1`);
    res.end('<!doctype html>');
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { origin, asked, close: () => new Promise((r) => server.close(r)) };
}

/** A warmer of the two stores' pages on `origin`, logging at info. */
const warmerFor = (origin: string, { timeoutMs = 5000, canRender = true, from = reads } = {}) => {
  const log = captureLog('info');
  const app = Fastify({ logger: log.logger });
  return {
    log,
    warmer: pageWarmer({
      app,
      reads: from,
      defaultStore: 'demo',
      origin: () => origin,
      canRender: () => canRender,
      timeoutMs,
      retryMs: 10,
    }),
  };
};

test("asks for each store's pages the API names (this server's paths only), on its host, until rendered", async () => {
  const s = await pageServer(['fallback-warming', 'fallback-warming', 'fallback-budget', 'render']);
  try {
    const { warmer, log } = warmerFor(s.origin);
    expect(warmer.state()).toBe('warming');
    const run = warmer.run();
    await run;
    expect(warmer.state()).toBe('ok');
    expect(s.asked).toEqual([
      { url: '/', host: 'demo.localhost' },
      { url: '/', host: 'demo.localhost' },
      { url: '/', host: 'demo.localhost' },
      { url: '/', host: 'demo.localhost' },
      { url: '/listing/tidepool%20wave', host: 'demo.localhost' },
      { url: '/', host: 'empty.localhost' },
    ]);
    expect(log.text()).toContain('"pages":3');
  } finally {
    await s.close();
  }
});

test('a page that falls back for a reason warming cannot change is done at once', async () => {
  const s = await pageServer(['fallback-not-public']);
  try {
    const { warmer } = warmerFor(s.origin);
    await warmer.run();
    expect(warmer.state()).toBe('ok');
    expect(s.asked).toHaveLength(3);
  } finally {
    await s.close();
  }
});

test('says how far it is while it runs, and gives up (ready, logged) once its time is out', async () => {
  const s = await pageServer(['fallback-warming']);
  try {
    const { warmer, log } = warmerFor(s.origin, { timeoutMs: 300 });
    const run = warmer.run();
    await new Promise((r) => setTimeout(r, 100));
    expect(warmer.state()).toBe('warming (0 of 3 pages rendered)');
    await run;
    expect(warmer.state()).toBe('ok');
    expect(log.text()).toContain('pages not warm in time: ready anyway');
  } finally {
    await s.close();
  }
});

test('without a server build there is nothing to warm: ready at once, nothing asked', async () => {
  const s = await pageServer(['render']);
  try {
    const { warmer } = warmerFor(s.origin, { canRender: false });
    expect(warmer.state()).toBe('ok');
    await warmer.run();
    expect(s.asked).toHaveLength(0);
  } finally {
    await s.close();
  }
});

test('an API that cannot name the stores leaves warming to the first shoppers: ready, logged', async () => {
  const s = await pageServer(['render']);
  try {
    const down: Pick<StoreReads, 'storesToWarm'> = {
      storesToWarm: () => Promise.reject(new Error('the commerce API is down')),
    };
    const { warmer, log } = warmerFor(s.origin, { from: down });
    await warmer.run();
    expect(warmer.state()).toBe('ok');
    expect(s.asked).toHaveLength(0);
    expect(log.text()).toContain('pages could not be warmed: ready anyway');
  } finally {
    await s.close();
  }
});

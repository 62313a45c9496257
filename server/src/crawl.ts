import escapeHtml from 'escape-html';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { SitemapEntry } from '@store/shared/src/api/calls/storefrontCalls';
import { notFound } from '@store/shared/node/errors';
import type { HostOptions } from './hostOptions';
import { requestStore } from './requestStore';

/** sitemaps.org: one sitemap holds at most 50,000 URLs; beyond that an index lists the parts. */
const SITEMAP_MAX_URLS = 50_000;

/** Pages with nothing for a search engine, or private to one shopper (issue 13). */
const CRAWL_DISALLOWED = [
  '/cart',
  '/checkout',
  '/checkout-complete',
  '/thankyou',
  '/search',
  '/login',
  '/buy/',
  '/api/',
];

// A locked store's sitemap, a part past the end: a JSON 404 like every API miss (never the page).
const noSitemap = () => notFound('sitemap', 'This store has no such sitemap.');

/** `/robots.txt` of a store: a locked store (access code) keeps every crawler out. */
function robotsTxt(origin: string, locked: boolean): string {
  if (locked) return 'User-agent: *\nDisallow: /\n';
  return [
    'User-agent: *',
    ...CRAWL_DISALLOWED.map((p) => `Disallow: ${p}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

function urlsetXml(origin: string, urls: readonly SitemapEntry[]): string {
  const body = urls
    .map(
      (u) =>
        `<url><loc>${escapeHtml(origin + u.path)}</loc>${u.lastmod ? `<lastmod>${escapeHtml(u.lastmod)}</lastmod>` : ''}</url>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</urlset>\n`;
}

function sitemapIndexXml(origin: string, parts: number, lastmod: string | null): string {
  const body = Array.from(
    { length: parts },
    (_, i) =>
      `<sitemap><loc>${escapeHtml(`${origin}/sitemap-${i + 1}.xml`)}</loc>${lastmod ? `<lastmod>${escapeHtml(lastmod)}</lastmod>` : ''}</sitemap>`,
  ).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</sitemapindex>\n`;
}

/** Written sitemap files kept (stores × origins × parts; the megastore's is ~800 KB). */
const MAX_CACHED_FILES = 32;

/** A sitemap entry of this store only: a path the backend gave, never another site. */
const ownPath = (e: SitemapEntry) => /^\/(?![/\\])\S*$/.test(e.path) && e.path.length <= 2000;

export interface CrawlOptions {
  host: HostOptions;
  /** Absolute origin for URLs: PUBLIC_URL, else the request's. */
  originOf: (req: FastifyRequest) => string;
  /** URLs per sitemap file (tests lower it to see the index). */
  maxUrls?: number;
}

/**
 * `/robots.txt` and `/sitemap.xml` (+ `/sitemap-{n}.xml` past `maxUrls`) per store, from the
 * host name, with the pages and their last change as the API lists them (GET
 * /v1/storefront/sitemap; read through the shared cache). Written files are kept per store,
 * origin and part on the store's version; a locked store answers robots `Disallow: /` and no
 * sitemap (404), so nothing of it is listed before the access code.
 */
export function crawlRoutes(app: FastifyInstance, o: CrawlOptions): void {
  const max = o.maxUrls ?? SITEMAP_MAX_URLS;
  const { reads, versions } = o.host.commerce;
  const files = new LRUCache<string, string>({ max: MAX_CACHED_FILES });

  const xml = (reply: FastifyReply, body: string) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(body);

  /** The file's text, written once per store, origin, part and version. */
  const fileFor = (key: string, write: () => string): string => {
    let body = files.get(key);
    if (body === undefined) {
      body = write();
      files.set(key, body);
    }
    return body;
  };

  /** The store's entries, and the key its files are kept under (its version when read). */
  const entriesOf = async (req: FastifyRequest) => {
    const store = await requestStore(o.host, req);
    if (!store.facts || store.facts.locked) throw noSitemap();
    const version = versions.of(store.slug);
    const urls = (await reads.sitemap(store.slug))?.filter(ownPath);
    if (!urls) throw noSitemap();
    return { urls, key: `${store.slug} ${version} ${o.originOf(req)}` };
  };

  app.get('/robots.txt', async (req, reply) => {
    const store = await requestStore(o.host, req);
    return reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(robotsTxt(o.originOf(req), store.facts?.locked ?? false));
  });

  app.get('/sitemap.xml', async (req, reply) => {
    const { urls, key } = await entriesOf(req);
    const origin = o.originOf(req);
    return xml(
      reply,
      fileFor(`${key} 0`, () =>
        urls.length <= max
          ? urlsetXml(origin, urls)
          : sitemapIndexXml(origin, Math.ceil(urls.length / max), urls[0]!.lastmod),
      ),
    );
  });

  app.get<{ Params: { n: string } }>('/sitemap-:n.xml', async (req, reply) => {
    if (!/^[1-9][0-9]{0,4}$/.test(req.params.n)) throw noSitemap();
    const n = Number(req.params.n);
    const { urls, key } = await entriesOf(req);
    const part = urls.slice((n - 1) * max, n * max);
    if (urls.length <= max || part.length === 0) throw noSitemap();
    const origin = o.originOf(req);
    return xml(
      reply,
      fileFor(`${key} ${n}`, () => urlsetXml(origin, part)),
    );
  });
}

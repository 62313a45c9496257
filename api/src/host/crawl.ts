import escapeHtml from 'escape-html';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { Db } from '../db';
import { findStore, type StoreRow } from '../catalog/stores';
import { notFound } from '../lib/errors';

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

/** SPEC route table: both legal pages were last updated on this day. */
const LEGAL_UPDATED = '2020-02-20';

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

export interface SitemapUrl {
  path: string;
  /** YYYY-MM-DD, from the catalog. */
  lastmod: string | null;
}

const day = (iso: string | null | undefined) => (iso ? iso.slice(0, 10) : null);

/**
 * Every public page of a store worth indexing, in store order: home, the legal pages, each
 * collection (its slug is the first path segment) and each public listing. Private listings and
 * collections without a public listing are left out. lastmod is the listing's last edit (or
 * creation); a page's is the newest of the listings it shows.
 */
async function sitemapUrls(db: Db, store: StoreRow): Promise<SitemapUrl[]> {
  // changed_at: the last edit (migration 010), else the listing's creation.
  const listings = await db.all<{ slug: string; changed_at: string }>(
    `SELECT slug, COALESCE(updated_at, created_at) AS changed_at FROM listings
     WHERE store_id = ? AND visibility = 'public' ORDER BY position, id`,
    [store.id],
  );
  const collections = await db.all<{ slug: string; newest: string | null }>(
    `SELECT c.slug,
       (SELECT MAX(COALESCE(l.updated_at, l.created_at)) FROM listing_collections lc JOIN listings l ON l.id = lc.listing_id
         WHERE l.visibility = 'public' AND (lc.collection_id = c.id OR lc.collection_id IN
           (SELECT k.id FROM collections k WHERE k.parent_id = c.id))) AS newest
     FROM collections c WHERE c.store_id = ? ORDER BY c.position`,
    [store.id],
  );
  const newest = listings.reduce<string | null>(
    (a, l) => (a && a > l.changed_at ? a : l.changed_at),
    null,
  );
  return [
    { path: '/', lastmod: day(newest) },
    { path: '/terms-of-use', lastmod: LEGAL_UPDATED },
    { path: '/privacy-policy', lastmod: LEGAL_UPDATED },
    ...collections
      .filter((c) => c.newest)
      .map((c) => ({ path: `/${encodeURIComponent(c.slug)}`, lastmod: day(c.newest) })),
    ...listings.map((l) => ({
      path: `/listing/${encodeURIComponent(l.slug)}`,
      lastmod: day(l.changed_at),
    })),
  ];
}

function urlsetXml(origin: string, urls: readonly SitemapUrl[]): string {
  const body = urls
    .map(
      (u) =>
        `<url><loc>${escapeHtml(origin + u.path)}</loc>${u.lastmod ? `<lastmod>${u.lastmod}</lastmod>` : ''}</url>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</urlset>\n`;
}

function sitemapIndexXml(origin: string, parts: number, lastmod: string | null): string {
  const body = Array.from(
    { length: parts },
    (_, i) =>
      `<sitemap><loc>${escapeHtml(`${origin}/sitemap-${i + 1}.xml`)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</sitemap>`,
  ).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</sitemapindex>\n`;
}

/** Written sitemap files kept per store (origins × parts; the megastore's is ~800 KB). */
const MAX_CACHED_FILES = 8;

export interface CrawlOptions {
  db: Db;
  /** The store a request is for (host name). */
  storeOf: (req: FastifyRequest) => Promise<string>;
  /** Absolute origin for URLs: PUBLIC_URL, else the request's. */
  originOf: (req: FastifyRequest) => string;
  /** The catalog version sitemaps are cached on (same as the products page cache). */
  catalogVersion: () => Promise<string>;
  /** URLs per sitemap file (tests lower it to see the index). */
  maxUrls?: number;
}

/**
 * `/robots.txt` and `/sitemap.xml` (+ `/sitemap-{n}.xml` past `maxUrls`) per store, from the
 * host name. Sitemaps are cached per store, origin and catalog version; a locked store answers
 * robots `Disallow: /` and no sitemap (404), so nothing of it is listed before the access code.
 */
export function crawlRoutes(app: FastifyInstance, o: CrawlOptions): void {
  const max = o.maxUrls ?? SITEMAP_MAX_URLS;
  // Per store: its URLs and each file already written (per origin and part), on one version.
  type Entry = { version: string; urls: SitemapUrl[]; files: LRUCache<string, string> };
  const cache = new Map<string, Entry>();
  const entryFor = async (store: StoreRow): Promise<Entry> => {
    const version = await o.catalogVersion();
    const hit = cache.get(store.id);
    if (hit?.version === version) return hit;
    const entry = {
      version,
      urls: await sitemapUrls(o.db, store),
      // The origin comes from the request's Host when PUBLIC_URL is unset: keep a few only, so
      // made-up hosts cannot fill the memory.
      files: new LRUCache<string, string>({ max: MAX_CACHED_FILES }),
    };
    cache.set(store.id, entry);
    return entry;
  };
  /**
   * The file's text, written once per store, origin and part until the catalog changes. Takes the
   * entry its URLs came from, so a version change while a request waits cannot file one version's
   * text under another.
   */
  const fileFor = ({ files }: Entry, key: string, write: () => string): string => {
    let body = files.get(key);
    if (body === undefined) {
      body = write();
      files.set(key, body);
    }
    return body;
  };
  const publicStore = async (req: FastifyRequest): Promise<StoreRow | null> => {
    const store = await findStore(o.db, await o.storeOf(req));
    return store && !store.access_code ? store : null;
  };
  const xml = (reply: FastifyReply, body: string) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(body);

  app.get('/robots.txt', async (req, reply) => {
    const store = await findStore(o.db, await o.storeOf(req));
    return reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(robotsTxt(o.originOf(req), Boolean(store?.access_code)));
  });

  app.get('/sitemap.xml', async (req, reply) => {
    const store = await publicStore(req);
    if (!store) throw noSitemap();
    const entry = await entryFor(store);
    const { urls } = entry;
    const origin = o.originOf(req);
    return xml(
      reply,
      fileFor(entry, `${origin} 0`, () =>
        urls.length <= max
          ? urlsetXml(origin, urls)
          : sitemapIndexXml(origin, Math.ceil(urls.length / max), urls[0]!.lastmod),
      ),
    );
  });

  app.get<{ Params: { n: string } }>('/sitemap-:n.xml', async (req, reply) => {
    const store = await publicStore(req);
    const n = Number(req.params.n);
    if (!store || !/^[1-9][0-9]{0,4}$/.test(req.params.n)) throw noSitemap();
    const entry = await entryFor(store);
    const { urls } = entry;
    const part = urls.slice((n - 1) * max, n * max);
    if (urls.length <= max || part.length === 0) throw noSitemap();
    const origin = o.originOf(req);
    return xml(
      reply,
      fileFor(entry, `${origin} ${n}`, () => urlsetXml(origin, part)),
    );
  });
}

import { routeOwner } from '@store/shared/src/routes';
import path from 'node:path';
import { buyerLocalizationFor, LOCALES, LOCALIZATION_DETAILS } from '../catalog/localization';
import type { FastifyRequest } from 'fastify';
import { PageCache } from '../catalog/pageCache';
import { pricerFor, USD_PRICER, type Pricer } from '../lib/currency';
import { describePage } from './head/describePage';
import type { PageHead } from './head/pageHead';
import { headTags, withHead } from './head/headHtml';
import { shopperChoice } from './head/shopperChoice';
import { API_PREFIXES } from './runtimeConfig';
import { StoreFacts } from './storeFacts';
import { withScriptsAfterPaint } from './afterPaint';
import { shopperCartLabel, withCartCount } from './cartCount';
import { rawCartCookie } from './actions/cartCookie';
import { jsonSnapshot } from './fileSnapshot';
import { WrittenPages } from './writtenPages';
import type { PageFacts, RenderOutcome, ServerRenderer } from './render/serverRender';
import { checkoutFingerprint } from './render/checkoutFingerprint';
import { readRemotes, runtimeConfigFor, type HostOptions } from './plugin';
import { metricsOf } from '../ops/metrics';
import { manifestReader, preloadLinks, shellPreloadLinks } from './preloadLinks';
import { pagePath, pageUrl, withBody, withLang } from './pageMarkup';
import { scriptSafeJson } from './scriptSafeJson';
import { ageVerifiedCookieName, isAgeVerifiedValue } from '@store/shared/src/cookies';

/**
 * Server-assisted boot. The store server already knows, when a page is asked for, what the
 * shell's first round trips would fetch: config.json, remotes.json, the store's public theme and
 * store record. It writes them into the page as one JSON data block (`#store-boot`, read by
 * shell/src/boot/inlineBoot.ts; a data block runs nothing, so the CSP is untouched), and adds
 * preload links for the remote that owns the path (its manifest, entry and route chunks), so the
 * browser fetches them beside the shell's own scripts instead of one after another.
 *
 * Only public data goes in: the published theme and the store record, and only for a store without
 * an access code (a locked store's are fetched by the browser with its session, as before), so the
 * page holds nothing a CDN may not keep (it is sent no-cache). Preview sessions, whose token lives
 * in the URL hash the server never sees, fetch their draft theme: the shell ignores the inline one.
 */

export interface RenderedPage {
  html: string | Buffer;
  /** Set when `html` is already compressed (a written page's stored form). */
  encoding?: 'br' | 'gzip';
  /** 404 for an unknown listing or path (the page still renders its not-found view). */
  status: number;
  /** Extra response headers (Server-Timing: how the body was made). */
  headers?: Record<string, string>;
  /** `no-store` for a page made from the shopper's own data (the cart); else `no-cache`. */
  cacheControl?: 'no-store';
}

export interface PageRendererOptions {
  /** Absolute origin for canonical and social URLs: PUBLIC_URL, else the request's. */
  originOf: (req: FastifyRequest) => string;
  /** The catalog version head tags are cached on (the products page cache's). */
  catalogVersion: () => Promise<string>;
  /** Server-rendered first paint (render/serverRender.ts); without it the body is the shell's. */
  serverRender?: ServerRenderer;
}

/**
 * Writes, for one request, the page's head (title, description, canonical, social cards,
 * hreflang, JSON-LD: head/), the boot data and the preload links into the shell's index.html.
 * Head tags come from the catalog, cached per page, language, currency and origin on the catalog
 * version, so a warm page costs no query and an edit shows on the next request.
 */
export function createPageRenderer(opts: HostOptions, r: PageRendererOptions) {
  const readManifest = manifestReader(opts.frontendRoot);
  const readBootAssets = jsonSnapshot<{ js?: unknown }>();
  const bootAssetsFile = path.resolve(opts.frontendRoot, 'shell', 'dist', 'boot-assets.json');
  const hosts = opts.hosts ?? API_PREFIXES;
  // Only what this server answers itself: a host pointed elsewhere is the browser's to fetch.
  const local = (base: string) => base.startsWith('/') && !base.startsWith('//');
  const heads = new PageCache({ maxEntries: 2000, maxBytes: 16 * 1024 * 1024 });
  const locales = LOCALES.map((l) => l.local_code);
  const storeFacts = new StoreFacts(opts.db);
  const writtenPages = new WrittenPages();

  return async (req: FastifyRequest, template: string): Promise<RenderedPage> => {
    const version = await r.catalogVersion();
    // The app's metrics (ops/metrics.ts): this writer is built without the AppContext.
    const metrics = metricsOf(req);
    const facts = storeFacts.at(version);
    const config = await runtimeConfigFor(opts, req, facts.row);
    const remotes = readRemotes(opts);
    const boot: Record<string, unknown> = { config };
    if (remotes) boot.remotes = remotes;
    const row = await facts.row(config.storeSlug);
    if (row && !row.access_code) {
      const { store, theme } = await facts.record(row);
      // What the shell's localization asks for at start-up: the store's lists and the buyer's
      // localization by Accept-Language (the page varies on it).
      if (local(hosts.backend))
        boot.localization = {
          details: LOCALIZATION_DETAILS,
          buyer: buyerLocalizationFor(req.headers['accept-language']),
        };
      // The same answers the theme and store routes give a shopper without credentials.
      if (local(hosts.theme)) boot.theme = theme;
      if (local(hosts.backend)) boot.store = store;
    }

    const pathname = pagePath(req.url);
    const choice = shopperChoice(req, config.storeSlug, pathname);
    const money = await pricerOrUsd(opts, choice.currency);
    const origin = r.originOf(req);
    const key = [
      config.storeSlug,
      pathname,
      choice.locale,
      choice.localeInUrl,
      `${money.currency}@${money.rate}`,
      origin,
      config.flags.support,
    ].join('\u0000');
    let page = heads.get(key, version);
    metrics?.pageCache('head', page !== undefined);
    if (!page) {
      const h: PageHead = await describePage({
        db: opts.db,
        store: row,
        pathname,
        origin,
        locale: choice.locale,
        localeInUrl: choice.localeInUrl,
        money,
        supportFlag: config.flags.support,
      });
      page = heads.set(
        key,
        version,
        JSON.stringify({ status: h.status, head: headTags(h, { locale: choice.locale, locales }) }),
      );
    }
    const { status, head: pageHead } = JSON.parse(page.body.toString('utf8')) as {
      status: number;
      head: string;
    };

    const owner = routeOwner(pathname);
    const madeFrom =
      owner === 'mf-checkout' && r.serverRender
        ? await checkoutFingerprint(opts.db, pathname, config.storeSlug)
        : null;
    // The cart and the checkout are the shopper's own: never kept by any cache.
    const privacy =
      owner === 'mf-cart' || owner === 'mf-checkout' ? { cacheControl: 'no-store' as const } : {};
    const outcome = r.serverRender
      ? await r.serverRender.render({
          req,
          url: pageUrl(req.url),
          boot: boot as PageFacts['boot'],
          preference: preferenceCookie(req, config.storeSlug),
          cart: owner === 'mf-cart' ? rawCartCookie(req, config.storeSlug) : null,
          keep: owner !== 'mf-checkout' || madeFrom !== null,
          ...(madeFrom ? { madeFrom } : {}),
          ageVerified: asksAgeGate(boot.theme)
            ? isAgeVerifiedValue(req.cookies[ageVerifiedCookieName(config.storeSlug)])
            : null,
          catalogVersion: version,
        })
      : null;
    if (outcome) metrics?.serverRender(outcome);
    const rendered = outcome?.rendered ?? null;
    const links = [
      ...shellPreloadLinks(readBootAssets(bootAssetsFile) ?? null),
      ...preloadLinks(remotes?.[owner], owner, readManifest),
    ];
    const bootJson = scriptSafeJson(boot);
    const headers = outcome ? { 'server-timing': serverTiming(outcome) } : undefined;
    // A rendered page is written once for all it depends on beyond its render: the head (its
    // key), the boot data, the script links and the template.
    // (A fresh render's result object is not the one later hits share: only those are kept.)
    const fromCache = outcome?.rendered && outcome.source === 'cache' ? outcome.rendered : null;
    const cartLabel = shopperCartLabel(req, config.storeSlug);
    const writtenKey = [key, bootJson, links.join(''), cartLabel].join('\u0000');
    const hit =
      fromCache &&
      writtenPages.get(fromCache, writtenKey, template, version, req.headers['accept-encoding']);
    if (hit)
      return {
        html: hit.body,
        status,
        ...(hit.encoding ? { encoding: hit.encoding } : {}),
        ...(headers ? { headers } : {}),
        ...privacy,
      };

    const paintFirst = rendered?.state.main === 'render';
    const head = [
      pageHead,
      `<script id="store-boot" type="application/json">${bootJson}</script>`,
      // A painted page's largest image comes before the scripts that only make it interactive.
      ...(rendered ? [rendered.hints] : []),
      ...(rendered
        ? [
            `<script id="store-ssr" type="application/json">${scriptSafeJson(rendered.state)}</script>`,
          ]
        : []),
      // A page painted here asks for its scripts once it is on screen (afterPaint.ts); a frame
      // (a remote not rendered here) is filled by them, so they start at once.
      ...(paintFirst ? [] : links),
    ].join('');
    const written = withLang(withHead(template, head), choice.locale);
    if (!rendered) {
      // The page is the browser's to render: nothing shows without script. When its render is
      // only late (it goes on, and serves the next request), a browser without script asks
      // again in a second and gets it; one with script never reads a <noscript>.
      const again =
        owner !== 'mf-checkout' &&
        outcome &&
        !outcome.rendered &&
        RENDER_COMES_LATER.has(outcome.reason);
      const html = again ? written.replace('</head>', () => `${NO_SCRIPT_RETRY}</head>`) : written;
      return { html, status, ...(headers ? { headers } : {}), ...privacy };
    }
    const html = withBody(
      paintFirst ? withScriptsAfterPaint(written, links) : written,
      withCartCount(rendered.html, cartLabel),
    );
    return {
      html: fromCache ? writtenPages.set(fromCache, writtenKey, template, version, html) : html,
      status,
      ...(headers ? { headers } : {}),
      ...privacy,
    };
  };
}

/** Fallbacks whose render is still made (late, or once a thread is free): see serverRender.ts. */
const RENDER_COMES_LATER = new Set(['budget', 'warming', 'busy']);
const NO_SCRIPT_RETRY = '<noscript><meta http-equiv="refresh" content="1"></noscript>';

/** The saved Preferences cookie of the store (raw; the shell reads it as the browser would). */
function preferenceCookie(req: FastifyRequest, storeSlug: string): string | null {
  const v = req.cookies[`localization_${storeSlug}`];
  return typeof v === 'string' && v.length <= 1024 ? v : null;
}

/** The theme turns the age gate on: the page shows it unless the shopper's cookie says verified. */
function asksAgeGate(theme: unknown): boolean {
  const flags = (theme as { flags?: { ageVerification?: unknown } } | null)?.flags;
  return flags?.ageVerification === true;
}

/** How the body was made, for the browser's DevTools and the bench: `ssr;desc=…;dur=…`. */
function serverTiming(o: RenderOutcome): string {
  const desc = o.rendered ? o.source : `fallback-${o.reason}`;
  return `ssr;desc="${desc}";dur=${o.ms}`;
}

/** Prices for the head in the shopper's currency; USD when the operator has no rate for it. */
async function pricerOrUsd(opts: HostOptions, currency: string): Promise<Pricer> {
  try {
    return await pricerFor(opts.db, currency);
  } catch {
    return USD_PRICER;
  }
}

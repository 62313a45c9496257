import { ACTION_ID_PARAM } from '@store/shared/src/early/analyticsIds';
import { routeOwner, type RemoteName } from '@store/shared/src/routes';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import { withHead } from './head/headHtml';
import { PageHeads } from './head/pageHeads';
import { bootBlock } from './bootBlock';
import type { RuntimeConfig } from './runtimeConfig';
import { requestStore } from './requestStore';
import {
  scriptsOf,
  versionedScripts,
  withScriptsAfterPaint,
  withVersionedEntry,
  type PageScripts,
} from './afterPaint';
import { cartLabels, withCartCount, type CartListingLookup } from './cartCount';
import { rawCartCookie } from './actions/cartCookie';
import { jsonSnapshot } from './fileSnapshot';
import { WrittenPages } from './writtenPages';
import type { PageFacts, RenderOutcome, ServerRenderer } from './render/serverRender';
import { checkoutFingerprint } from './render/checkoutFingerprint';
import type { HostOptions } from './hostOptions';
import { keyOf, PartDigests } from '@store/shared/node/keptOnVersion';
import { metricsOf } from './ops/metrics';
import { cartServiceLinks, manifestReader, preloadLinks, shellPreloadLinks } from './preloadLinks';
import { pagePath, pageUrl, withBody, withFavicon, withLang } from './pageMarkup';
import { scriptSafeJson } from './scriptSafeJson';
import { ageVerifiedCookieName, isAgeVerifiedValue } from '@store/shared/src/cookies';
import { BOOT_DATA_ID } from '@store/shared/src/early/pageIds';
import { storeTagsBlock } from './tags/storeTagsBlock';
import { actionEventOf, clearActionEvent, withActionEvent } from './actions/actionEvent';
import type { TagKinds } from './ops/csp';

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
  /** The store's tags the page loads: their hosts join its CSP (pageRoute.ts). */
  storeTags?: TagKinds;
}

export interface PageRendererOptions {
  /** Absolute origin for canonical and social URLs: PUBLIC_URL, else the request's. */
  originOf: (req: FastifyRequest) => string;
  /** Server-rendered first paint (render/serverRender.ts); without it the body is the shell's. */
  serverRender?: ServerRenderer;
  /** A cart line's listing, as the shopper's browser would get it: the header's count. */
  cartListing: CartListingLookup;
}

/**
 * Writes, for one request, the page's head (head/pageHeads.ts), the boot data (bootBlock.ts) and
 * the preload links into the shell's index.html, with the page's server render (or the reason
 * there is none) in its body.
 */
export function createPageRenderer(opts: HostOptions, r: PageRendererOptions) {
  const readManifest = manifestReader(opts.frontendRoot);
  const versions = opts.entryVersions;
  const readBootAssets = jsonSnapshot<{ js?: unknown; shared?: unknown }>();
  const bootAssetsFile = path.resolve(opts.frontendRoot, 'shell', 'dist', 'boot-assets.json');
  const heads = new PageHeads(opts);
  const writtenPages = new WrittenPages();
  const shopperCartLabel = cartLabels(r.cartListing);
  const digests = new PartDigests();
  const storeVersions = opts.commerce.versions;

  /**
   * Once, and again if the store's version moved while the page was written (an answer read
   * during it came at a newer catalog version, and the older ones were dropped): a page is
   * never made of two catalog versions' answers. A version that moved during the second writing
   * too (the catalog changing faster than a page renders) leaves the render to the browser: the
   * head alone is one read of each answer, where a render read apart from it could show another
   * price than the head's.
   */
  return async (req: FastifyRequest, template: string): Promise<RenderedPage> => {
    const store = await requestStore(opts, req);
    const first = await writeOnce(req, template, store);
    if (first.version === storeVersions.of(store.slug)) return first.page;
    metricsOf(req)?.pageRewritten();
    const second = await writeOnce(req, template, store);
    if (second.version === storeVersions.of(store.slug)) return second.page;
    return (await writeOnce(req, template, store, false)).page;
  };

  async function writeOnce(
    req: FastifyRequest,
    template: string,
    store: Awaited<ReturnType<typeof requestStore>>,
    render = true,
  ): Promise<{ page: RenderedPage; version: string }> {
    const version = storeVersions.of(store.slug);
    const page = await writeAt(req, template, store, version, render);
    return { page, version };
  }

  async function writeAt(
    req: FastifyRequest,
    template: string,
    store: Awaited<ReturnType<typeof requestStore>>,
    version: string,
    render: boolean,
  ): Promise<RenderedPage> {
    // The server's metrics (ops/metrics.ts), decorated on the app.
    const metrics = metricsOf(req);
    const { config, remotes, boot } = await bootBlock(opts, store, req, versions.versionedRemotes);
    const pathname = pagePath(req.url);
    const origin = r.originOf(req);
    const head = await heads.of(
      req,
      {
        pathname,
        config,
        store,
        theme: boot.theme ?? null,
        record: boot.store ?? null,
        buyer: boot.localization?.buyer ?? null,
        origin,
      },
      version,
    );
    metrics?.pageCache('head', head.cached);

    const owner = routeOwner(pathname);
    const outcome =
      r.serverRender && render
        ? await renderPage(opts, r.serverRender, { req, boot, owner, pathname, version })
        : null;
    if (outcome) metrics?.serverRender(outcome);
    const links = [
      ...shellPreloadLinks(readBootAssets(bootAssetsFile) ?? null),
      ...preloadLinks(remotes?.[owner], owner, readManifest, versions.versioned),
      ...(owner === 'mf-catalog'
        ? cartServiceLinks(remotes?.['mf-cart'], readManifest, versions.versioned)
        : []),
    ];
    const tags = storeTagsBlock(boot.store, head.choice.locale, boot.theme, versions.versioned);
    // A cart form's event for this page (actions/actionEvent.ts): carried once, then taken back.
    const action = actionEventOf(req, config.storeSlug);
    const answer = {
      status: head.status,
      ...(tags ? { storeTags: { google: !!tags.tags.google, meta: !!tags.tags.meta } } : {}),
      headers: {
        ...(outcome ? { 'server-timing': serverTiming(outcome) } : {}),
        ...(action ? { 'set-cookie': clearActionEvent(req, config.storeSlug) } : {}),
      },
      // The cart and the checkout are the shopper's own: never kept by any cache.
      ...(owner === 'mf-cart' || owner === 'mf-checkout'
        ? { cacheControl: 'no-store' as const }
        : {}),
    };
    // A rendered page that may be kept is written once for all it is made of: its render (the
    // render's key), the head, the boot data, the script links and the cart label.
    const cartLabel = await shopperCartLabel(req, config.storeSlug);
    // The shell's build as this page names it: its entry and small scripts at their versions.
    const shell = withVersionedEntry(template, versions.versioned);
    const scripts = versionedScripts(
      scriptsOf(pathname, head.status, { ageGate: ageVerifiedOf(req, boot) === false }),
      versions.versioned,
    );
    const pageKey =
      outcome?.rendered && outcome.key && !action
        ? keyOf([
            outcome.key,
            head.key,
            digests.keyOf(boot),
            links,
            scripts,
            cartLabel,
            tags?.html ?? '',
          ])
        : null;
    const hit =
      pageKey && writtenPages.get(pageKey, shell, version, req.headers['accept-encoding']);
    if (hit)
      return { html: hit.body, ...(hit.encoding ? { encoding: hit.encoding } : {}), ...answer };

    const html = writePage(shell, {
      head: head.head + (tags?.html ?? ''),
      bootJson: scriptSafeJson(boot),
      links,
      locale: head.choice.locale,
      outcome,
      owner,
      cartLabel,
      scripts,
      theme: boot.theme,
    });
    if (action) return { html: withActionEvent(html, action), ...answer };
    return {
      html: pageKey ? writtenPages.set(pageKey, shell, version, html) : html,
      ...answer,
    };
  }
}

/** The page's server render: the cart from its cookie, a checkout kept on its fingerprint. */
async function renderPage(
  opts: HostOptions,
  serverRender: ServerRenderer,
  page: {
    req: FastifyRequest;
    boot: Record<string, unknown>;
    owner: RemoteName;
    pathname: string;
    version: string;
  },
): Promise<RenderOutcome> {
  const { req, boot, owner } = page;
  const slug = (boot.config as RuntimeConfig).storeSlug;
  const madeFrom =
    owner === 'mf-checkout'
      ? await checkoutFingerprint(opts.commerce.reads, page.pathname, slug)
      : null;
  return serverRender.render({
    req,
    url: pageUrl(req.url),
    boot: boot as PageFacts['boot'],
    preference: preferenceCookie(req, slug),
    cart: owner === 'mf-cart' ? rawCartCookie(req, slug) : null,
    // A page carrying a form action's one-time id is one shopper's, once: never kept.
    keep: (owner !== 'mf-checkout' || madeFrom !== null) && !oneTimeAction(req.url),
    ...(madeFrom ? { madeFrom } : {}),
    ageVerified: ageVerifiedOf(req, boot),
    catalogVersion: page.version,
  });
}

/** Whether the address carries a form action's one-time id (shared's ACTION_ID_PARAM). */
const oneTimeAction = (url: string): boolean =>
  new URL(url, 'http://page.invalid').searchParams.has(ACTION_ID_PARAM);

/** The shell's template with the head, the boot data, the links and the render (if any). */
function writePage(
  template: string,
  page: {
    head: string;
    bootJson: string;
    links: string[];
    locale: string;
    outcome: RenderOutcome | null;
    owner: RemoteName;
    cartLabel: string;
    /** When a painted page's scripts are released, and what runs first (afterPaint.ts). */
    scripts: PageScripts;
    /** The store's theme as the boot data holds it (its favicon goes in the head). */
    theme: unknown;
  },
): string {
  const { outcome, links } = page;
  const rendered = outcome?.rendered ?? null;
  const paintFirst = rendered?.state.main === 'render';
  const head = [
    page.head,
    `<script id="${BOOT_DATA_ID}" type="application/json">${page.bootJson}</script>`,
    // A painted page's largest image comes before the scripts that only make it interactive.
    ...(rendered
      ? [
          rendered.hints,
          `<script id="store-ssr" type="application/json">${scriptSafeJson(rendered.state)}</script>`,
        ]
      : []),
    // A page painted here asks for its scripts once it is on screen (afterPaint.ts); a frame
    // (a remote not rendered here) is filled by them, so they start at once.
    ...(paintFirst ? [] : links),
  ].join('');
  const written = withFavicon(withLang(withHead(template, head), page.locale), page.theme);
  if (!rendered) {
    // The page is the browser's to render: nothing shows without script. When its render is
    // only late (it goes on, and serves the next request), a browser without script asks
    // again in a second and gets it; one with script never reads a <noscript>.
    const again =
      page.owner !== 'mf-checkout' &&
      outcome &&
      !outcome.rendered &&
      RENDER_COMES_LATER.has(outcome.reason);
    return again ? written.replace('</head>', () => `${NO_SCRIPT_RETRY}</head>`) : written;
  }
  return withBody(
    paintFirst ? withScriptsAfterPaint(written, links, page.scripts) : written,
    withCartCount(rendered.html, page.cartLabel),
  );
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

/** Whether the shopper's cookie says verified, for a store whose theme asks (else null). */
function ageVerifiedOf(req: FastifyRequest, boot: Record<string, unknown>): boolean | null {
  if (!asksAgeGate(boot.theme)) return null;
  const slug = (boot.config as RuntimeConfig).storeSlug;
  return isAgeVerifiedValue(req.cookies[ageVerifiedCookieName(slug)]);
}

/** How the body was made, for the browser's DevTools and the bench: `ssr;desc=…;dur=…`. */
function serverTiming(o: RenderOutcome): string {
  const desc = o.rendered ? o.source : `fallback-${o.reason}`;
  return `ssr;desc="${desc}";dur=${o.ms}`;
}

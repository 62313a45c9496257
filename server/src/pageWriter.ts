import { routeOwner, type RemoteName } from '@store/shared/src/routes';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import { keyOf, PartDigests } from '@store/shared/node/keptOnVersion';
import { actionEventOf, clearActionEvent, withActionEvent } from './actions/actionEvent';
import { scriptsOf, versionedScripts, withVersionedEntry } from './afterPaint';
import { bootBlock } from './bootBlock';
import { cartLabels, type CartListingLookup } from './cartCount';
import { jsonSnapshot } from './fileSnapshot';
import { PageHeads } from './head/pageHeads';
import type { HostOptions } from './hostOptions';
import type { TagKinds } from './ops/csp';
import { metricsOf } from './ops/metrics';
import { pagePath } from './pageMarkup';
import { ageVerifiedOf, renderPage, serverTiming } from './pageRender';
import { writePage } from './pageTemplate';
import { cartServiceLinks, manifestReader, preloadLinks, shellPreloadLinks } from './preloadLinks';
import type { ServerRenderer } from './render/serverRender';
import { requestStore, type RequestStore } from './requestStore';
import { scriptSafeJson } from './scriptSafeJson';
import { storeTagsBlock } from './tags/storeTagsBlock';
import { WrittenPages } from './writtenPages';

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
  const writeAt = pageWriterAt(opts, r);
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
    store: RequestStore,
    render = true,
  ): Promise<{ page: RenderedPage; version: string }> {
    const version = storeVersions.of(store.slug);
    const page = await writeAt(req, template, store, version, render);
    return { page, version };
  }
}

/**
 * The page of a request, written at one version of its store's answers (kept whole when it may
 * be: writtenPages.ts); `render: false` leaves its body to the browser.
 */
function pageWriterAt(opts: HostOptions, r: PageRendererOptions) {
  const readManifest = manifestReader(opts.frontendRoot);
  const versions = opts.entryVersions;
  const readBootAssets = jsonSnapshot<{ js?: unknown; shared?: unknown }>();
  const bootAssetsFile = path.resolve(opts.frontendRoot, 'shell', 'dist', 'boot-assets.json');
  const heads = new PageHeads(opts);
  const writtenPages = new WrittenPages();
  const shopperCartLabel = cartLabels(r.cartListing);
  const digests = new PartDigests();

  const linksFor = (owner: RemoteName, remotes: Record<string, string> | null) => [
    ...shellPreloadLinks(readBootAssets(bootAssetsFile) ?? null),
    ...preloadLinks(remotes?.[owner], owner, readManifest, versions.versioned),
    ...(owner === 'mf-catalog'
      ? cartServiceLinks(remotes?.['mf-cart'], readManifest, versions.versioned)
      : []),
  ];

  return async function writeAt(
    req: FastifyRequest,
    template: string,
    store: RequestStore,
    version: string,
    render: boolean,
  ): Promise<RenderedPage> {
    // The server's metrics (ops/metrics.ts), decorated on the app.
    const metrics = metricsOf(req);
    const { config, remotes, boot } = await bootBlock(opts, store, req, versions.versionedRemotes);
    const pathname = pagePath(req.url);
    const origin = r.originOf(req);
    const theme = boot.theme ?? null;
    const facts = { pathname, config, store, theme, record: boot.store ?? null, origin };
    const buyer = boot.localization?.buyer ?? null;
    const head = await heads.of(req, { ...facts, buyer }, version);
    metrics?.pageCache('head', head.cached);

    const owner = routeOwner(pathname);
    const outcome =
      r.serverRender && render
        ? await renderPage(opts, r.serverRender, { req, boot, owner, pathname, version })
        : null;
    if (outcome) metrics?.serverRender(outcome);
    const links = linksFor(owner, remotes);
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
      ...privateTo(owner),
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
  };
}

/** The cart and the checkout are the shopper's own: never kept by any cache. */
const privateTo = (owner: RemoteName) =>
  owner === 'mf-cart' || owner === 'mf-checkout' ? { cacheControl: 'no-store' as const } : {};

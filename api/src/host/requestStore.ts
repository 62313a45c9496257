import type { FastifyRequest } from 'fastify';
import { findStore, type StoreRow } from '../catalog/stores';
import { jsonSnapshot } from './fileSnapshot';
import { defaultRemotes, type HostOptions } from './hostOptions';
import { LIVE_CHAT_SCRIPT_PATH } from './liveChatWidget';
import { API_PREFIXES, type RuntimeConfig } from './runtimeConfig';
import { storeFlagsOf } from './storeFlags';

// Which store a request is about (its Host), and what the browser is told of it.

/** A store's row by slug (the page writer passes one cached on the catalog version). */
export type StoreFinder = (slug: string) => Promise<StoreRow | undefined>;

/** The store of a request: the Host header's first label when it names a store, else the default. */
async function storeSlugForHost(
  find: StoreFinder,
  hostHeader: string | undefined,
  fallback: string,
): Promise<string> {
  const host = (hostHeader ?? '').split(',')[0]?.trim().toLowerCase() ?? '';
  const label = host.replace(/:\d+$/, '').split('.')[0];
  if (label && /^[a-z0-9][a-z0-9-]*$/.test(label) && (await find(label))) return label;
  return fallback;
}

/** The store a request is about, from X-Forwarded-Host or Host. */
export async function requestStoreSlug(
  opts: HostOptions,
  req: FastifyRequest,
  find: StoreFinder = (slug) => findStore(opts.db, slug),
): Promise<string> {
  const fwd = req.headers['x-forwarded-host'];
  const host = (Array.isArray(fwd) ? fwd[0] : fwd) ?? req.headers.host;
  return storeSlugForHost(find, host, opts.defaultStore);
}

/** config.json of a request's store (also written into the page: pageWriter.ts). */
export async function runtimeConfigFor(
  opts: HostOptions,
  req: FastifyRequest,
  find: StoreFinder = (slug) => findStore(opts.db, slug),
): Promise<RuntimeConfig> {
  const slug = await requestStoreSlug(opts, req, find);
  return {
    storeSlug: slug,
    siteKey: slug,
    hosts: opts.hosts ?? API_PREFIXES,
    payments: {
      // Any real provider makes the store live: the API then refuses sandbox payments.
      provider: opts.stripePublishableKey || opts.paypalClientId ? 'live' : 'sandbox',
      stripePublishableKey: opts.stripePublishableKey ?? null,
      paypalClientId: opts.paypalClientId ?? null,
    },
    flags: storeFlagsOf(await find(slug)),
    availabilityApiKey: opts.availabilityApiKey,
    productCacheBase: `${(opts.hosts ?? API_PREFIXES).backend}/cache/products`,
    storeNotFoundUrl: opts.storeNotFoundUrl ?? null,
    liveChatScriptUrl: LIVE_CHAT_SCRIPT_PATH,
    vitalsSampleRate: opts.vitalsSampleRate ?? 1,
  };
}

const remotesSnapshot = jsonSnapshot<Record<string, string>>();

/** remotes.json as served: the file when there is one, else the defaults; null when unreadable. */
export function readRemotes(opts: HostOptions): Record<string, string> | null {
  if (!opts.remotesFile) return defaultRemotes();
  const remotes = remotesSnapshot(opts.remotesFile);
  return remotes === undefined ? defaultRemotes() : remotes;
}

import type { StoreFacts } from '@store/shared/src/api/calls/storefrontCalls';
import type { FastifyRequest } from 'fastify';
import { jsonSnapshot } from './fileSnapshot';
import { defaultRemotes, type HostOptions } from './hostOptions';
import { LIVE_CHAT_SCRIPT_PATH } from './liveChatWidget';
import { flagsOf, HOST_PREFIXES, type RuntimeConfig } from './runtimeConfig';

// Which store a request is about (its Host), and what the browser is told of it.

/** A request's store: its slug and facts (null facts: the default store does not exist either). */
export interface RequestStore {
  slug: string;
  facts: StoreFacts | null;
}

/** The host name a request names: X-Forwarded-Host's first, else Host, without its port. */
function hostLabel(req: FastifyRequest): string {
  const fwd = req.headers['x-forwarded-host'];
  const host = ((Array.isArray(fwd) ? fwd[0] : fwd) ?? req.headers.host ?? '')
    .split(',')[0]
    ?.trim()
    .toLowerCase();
  return (host ?? '').replace(/:\d+$/, '').split('.')[0] ?? '';
}

/**
 * The store a request is about: the host name's first label when the API knows a store by it,
 * else the default store. Its facts come from the API (a store's facts, kept for their max-age),
 * so a label a bot makes up costs one kept "not found", not a query per request.
 */
export async function requestStore(opts: HostOptions, req: FastifyRequest): Promise<RequestStore> {
  const label = hostLabel(req);
  if (label && label !== opts.defaultStore && /^[a-z0-9][a-z0-9-]*$/.test(label)) {
    const facts = await opts.commerce.reads.facts(label);
    if (facts) return { slug: label, facts };
  }
  return { slug: opts.defaultStore, facts: await opts.commerce.reads.facts(opts.defaultStore) };
}

/** The slug alone (forms, the crawl files). */
export const requestStoreSlug = async (opts: HostOptions, req: FastifyRequest): Promise<string> =>
  (await requestStore(opts, req)).slug;

/** config.json of a store (also written into the page: pageWriter.ts). */
export function runtimeConfigOf(opts: HostOptions, store: RequestStore): RuntimeConfig {
  if (!store.facts) return configOf(opts, store);
  // One config per process and store facts (kept by the commerce client until they change): a
  // warm page keys on it by identity (keptOnVersion.ts PartDigests) instead of digesting it anew.
  let byFacts = configs.get(opts);
  if (!byFacts) configs.set(opts, (byFacts = new WeakMap()));
  const known = byFacts.get(store.facts);
  if (known?.storeSlug === store.slug) return known;
  const config = deepFrozen(configOf(opts, store));
  byFacts.set(store.facts, config);
  return config;
}

const configs = new WeakMap<HostOptions, WeakMap<StoreFacts, RuntimeConfig>>();

function deepFrozen<T extends object>(value: T): T {
  for (const v of Object.values(value)) if (v && typeof v === 'object') deepFrozen(v as object);
  return Object.freeze(value);
}

function configOf(opts: HostOptions, store: RequestStore): RuntimeConfig {
  return {
    storeSlug: store.slug,
    siteKey: store.slug,
    hosts: HOST_PREFIXES,
    payments: {
      // Any real provider makes the store live: the API then refuses sandbox payments.
      provider: opts.stripePublishableKey || opts.paypalClientId ? 'live' : 'sandbox',
      stripePublishableKey: opts.stripePublishableKey ?? null,
      paypalClientId: opts.paypalClientId ?? null,
    },
    flags: flagsOf(store.facts?.flags),
    availabilityApiKey: opts.availabilityApiKey,
    productCacheBase: `${HOST_PREFIXES.backend}/cache/products`,
    storeNotFoundUrl: opts.storeNotFoundUrl ?? null,
    liveChatScriptUrl: LIVE_CHAT_SCRIPT_PATH,
    vitalsSampleRate: opts.vitalsSampleRate ?? 1,
  };
}

const remotesSnapshot = jsonSnapshot<Record<string, string>>();

/** remotes.json as served: the file when there is one, else the defaults; null when unreadable. */
export function readRemotes(opts: Pick<HostOptions, 'remotesFile'>): Record<string, string> | null {
  if (!opts.remotesFile) return defaultRemotes();
  const remotes = remotesSnapshot(opts.remotesFile);
  return remotes === undefined ? defaultRemotes() : remotes;
}

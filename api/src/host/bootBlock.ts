import type { FastifyRequest } from 'fastify';
import type { StoreRow } from '../catalog/stores';
import { buyerLocalizationFor, LOCALIZATION_DETAILS } from '../catalog/localization';
import type { HostOptions } from './hostOptions';
import { readRemotes, runtimeConfigFor } from './requestStore';
import { API_PREFIXES, type RuntimeConfig } from './runtimeConfig';
import type { StoreFacts } from './storeFacts';

/** Only what this server answers itself: a host pointed elsewhere is the browser's to fetch. */
const local = (base: string) => base.startsWith('/') && !base.startsWith('//');

/** The page's `#store-boot` block and what was read to write it. */
export interface BootBlock {
  config: RuntimeConfig;
  remotes: Record<string, string> | null;
  boot: Record<string, unknown>;
  /** The store's row (undefined for a store that does not exist). */
  row: StoreRow | undefined;
}

/**
 * What the shell's first round trips would fetch: config.json, remotes.json and, for a store
 * without an access code, its published theme, store record and localization answers (the same
 * answers the theme and store routes give a shopper without credentials).
 */
export async function bootBlock(
  opts: HostOptions,
  facts: StoreFacts,
  req: FastifyRequest,
  /** Own manifests' addresses at their versions (entryVersions.ts). */
  versionRemotes: (remotes: Record<string, string>) => Record<string, string> = (r) => r,
): Promise<BootBlock> {
  const hosts = opts.hosts ?? API_PREFIXES;
  const config = await runtimeConfigFor(opts, req, facts.row);
  const read = readRemotes(opts);
  const remotes = read && versionRemotes(read);
  const boot: Record<string, unknown> = { config };
  if (remotes) boot.remotes = remotes;
  const row = await facts.row(config.storeSlug);
  if (row && !row.access_code) {
    const { store, theme } = await facts.record(row);
    // What the shell's localization asks for at start-up: the store's lists and the buyer's
    // localization by Accept-Language (the page varies on it).
    if (local(hosts.backend)) boot.localization = localizationBlock(req.headers['accept-language']);
    if (local(hosts.theme)) boot.theme = theme;
    if (local(hosts.backend)) boot.store = store;
  }
  return { config, remotes, boot, row };
}

/**
 * The boot's localization answers for a buyer: one object per buyer localization (there are a
 * handful), handed out again and never changed, so the page keys' digest of it is taken once
 * (PartDigests in lib/keptOnVersion.ts) rather than serializing the store's lists per request.
 */
function localizationBlock(acceptLanguage: string | undefined): object {
  const buyer = buyerLocalizationFor(acceptLanguage);
  const key = JSON.stringify(buyer);
  let block = localizationBlocks.get(key);
  if (!block) {
    block = { details: LOCALIZATION_DETAILS, buyer };
    localizationBlocks.set(key, block);
  }
  return block;
}
const localizationBlocks = new Map<string, { details: unknown; buyer: unknown }>();

import type { BuyerLocalization, Store, ThemeData } from '@store/shared/src/types';
import type { FastifyRequest } from 'fastify';
import type { HostOptions } from './hostOptions';
import { readRemotes, runtimeConfigOf, type RequestStore } from './requestStore';
import type { RuntimeConfig } from './runtimeConfig';

/** The page's `#store-boot` block and what was read to write it. */
export interface BootBlock {
  config: RuntimeConfig;
  remotes: Record<string, string> | null;
  boot: {
    config: RuntimeConfig;
    remotes?: Record<string, string>;
    theme?: ThemeData;
    store?: Store;
    localization?: { details: unknown; buyer: BuyerLocalization };
  };
}

/**
 * What the shell's first round trips would fetch: config.json, remotes.json and, for an open
 * store, its published theme, store record and localization answers, as the API answers a
 * shopper without credentials (the same reads the browser would make, through the same cache).
 * A locked store's are left to the browser, which fetches them with its session.
 */
export async function bootBlock(
  opts: HostOptions,
  store: RequestStore,
  req: FastifyRequest,
  /** Own manifests' addresses at their versions (entryVersions.ts). */
  versionRemotes: (remotes: Record<string, string>) => Record<string, string> = (r) => r,
): Promise<BootBlock> {
  const config = runtimeConfigOf(opts, store);
  const read = readRemotes(opts);
  const remotes = read && versionRemotes(read);
  const boot: BootBlock['boot'] = { config };
  if (remotes) boot.remotes = remotes;
  if (store.facts && !store.facts.locked) {
    const { reads } = opts.commerce;
    const acceptLanguage = req.headers['accept-language'];
    const [theme, record, localization] = await Promise.all([
      reads.theme(store.slug),
      reads.store(store.slug),
      reads.localization(store.slug, acceptLanguage),
    ]);
    // No theme: the shell asks for it itself and falls back to its default (SPEC §1).
    if (theme) boot.theme = theme;
    boot.store = record;
    // The page varies on Accept-Language: the buyer's localization is read by it.
    boot.localization = localization;
  }
  return { config, remotes, boot };
}

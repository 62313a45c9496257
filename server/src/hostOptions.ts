import { REMOTES } from '@store/shared/src/routes/remotes';
import type { CommerceClient } from './commerce/client';
import type { StoreReads } from './commerce/storeReads';
import type { StoreVersions } from './commerce/storeVersions';
import type { EntryVersions } from './entryVersions';

/** How the store server reaches the commerce API: one client, its reads, what it knows of versions. */
export interface Commerce {
  client: CommerceClient;
  reads: StoreReads;
  versions: StoreVersions;
}

/** What every part of the store server is set up with (app.ts builds it once per process). */
export interface HostOptions {
  commerce: Commerce;
  frontendRoot: string;
  /** The builds' entry files at their versions (entryVersions.ts): one reading per process. */
  entryVersions: EntryVersions;
  remotesFile?: string;
  defaultStore: string;
  stripePublishableKey?: string | null;
  paypalClientId?: string | null;
  /** Same key the availability API checks: public, the browser sends it (like a publishable key). */
  availabilityApiKey: string;
  /** SPEC §2: where the front end sends shoppers of a store reported as not found. */
  storeNotFoundUrl?: string | null;
  /** VITALS_SAMPLE_RATE: the share of page views that report field vitals (default 1). */
  vitalsSampleRate?: number;
}

/** Where this server serves a remote's own manifest (remotes.json names it so by default). */
export const ownManifestPath = (remote: string): string => `/remotes/${remote}/mf-manifest.json`;

/** Whether `url` names this server's own build of `remote`, at a version (`?v=`) or not. */
export const isOwnManifest = (remote: string, url: string): boolean =>
  url.split('?')[0] === ownManifestPath(remote);

export const defaultRemotes = (): Record<string, string> =>
  Object.fromEntries(REMOTES.map((r) => [r, ownManifestPath(r)]));

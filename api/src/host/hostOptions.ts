import type { Db } from '../db';
import type { EntryVersions } from './entryVersions';
import type { HostConfig } from './runtimeConfig';
import { REMOTES } from '@store/shared/src/routes/remotes';

export interface HostOptions {
  db: Db;
  frontendRoot: string;
  /** The builds' entry files at their versions (entryVersions.ts): one reading per process. */
  entryVersions: EntryVersions;
  remotesFile?: string;
  defaultStore: string;
  stripePublishableKey?: string | null;
  paypalClientId?: string | null;
  /** Same key the availability API checks: public, the browser sends it (like a publishable key). */
  availabilityApiKey: string;
  /** Base URL per API host (default: this server's prefixes). */
  hosts?: HostConfig;
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

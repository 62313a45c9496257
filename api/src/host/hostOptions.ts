import type { Db } from '../db';
import type { HostConfig } from './runtimeConfig';
import type { RemoteName } from '@store/shared/src/routes/remotes';
import REMOTE_NAMES from '@store/shared/src/routes/remotes.json';

/** The remotes this server serves and renders: shared's one list (JSON, so the build reads it). */
export const REMOTES = REMOTE_NAMES as readonly RemoteName[];

export interface HostOptions {
  db: Db;
  frontendRoot: string;
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

export const defaultRemotes = (): Record<string, string> =>
  Object.fromEntries(REMOTES.map((r) => [r, `/remotes/${r}/mf-manifest.json`]));

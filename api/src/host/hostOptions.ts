import type { Db } from '../db';
import type { HostConfig } from './runtimeConfig';
import { REMOTES } from '@store/shared/src/routes/remotes';

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

import configDefaults from '@store/shared/src/api/configDefaults.json';
import type { FeatureFlags, HostConfig, RuntimeConfig } from '@store/shared/src/types';
import { HOST_PREFIXES } from './commerce/upstreams';

export type { HostConfig, RuntimeConfig };
export { HOST_PREFIXES };

/** SPEC §9's switches: the same file the front end's defaults come from. */
export const DEFAULT_FLAGS: FeatureFlags = configDefaults.flags;

/**
 * A store's switches as config.json sends them: its facts' overrides over the defaults, only
 * known keys with the default's type (a backend's answer cannot ship a string where every bundle
 * expects a boolean).
 */
export function flagsOf(overrides: Partial<Record<string, unknown>> | undefined): FeatureFlags {
  const out: Record<string, unknown> = { ...DEFAULT_FLAGS };
  for (const key of Object.keys(DEFAULT_FLAGS) as (keyof FeatureFlags)[]) {
    const v = overrides?.[key];
    if (key === 'globalNotification') {
      if (typeof v === 'string' || v === null) out[key] = v;
    } else if (typeof v === 'boolean') out[key] = v;
  }
  return out as unknown as FeatureFlags;
}

/**
 * VITALS_SAMPLE_RATE: the share of page views whose browsers report field vitals, 0 to 1 (unset:
 * every one). Anything else stops the server at start-up, like the other settings here.
 */
export function parseVitalsSampleRate(raw: string | undefined): number | undefined {
  if (raw === undefined || raw.trim() === '') return undefined;
  const rate = Number(raw);
  if (!Number.isFinite(rate) || rate < 0 || rate > 1)
    throw new Error(`VITALS_SAMPLE_RATE must be a number from 0 to 1: "${raw}"`);
  return rate;
}

/**
 * STORE_NOT_FOUND_URL: the external 404 page (SPEC §2) as an absolute http(s) URL, or null when
 * unset. Anything else stops the server at start-up rather than send shoppers somewhere odd.
 */
export function parseStoreNotFoundUrl(raw: string | undefined): string | null {
  if (!raw) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`STORE_NOT_FOUND_URL must be an http(s) URL: "${raw}"`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new Error(`STORE_NOT_FOUND_URL must be an http(s) URL: "${raw}"`);
  return url.href;
}

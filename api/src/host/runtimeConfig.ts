import configDefaults from '@store/shared/src/api/configDefaults.json';
import type { HostConfig, RuntimeConfig } from '@store/shared/src/types';

export type { HostConfig, RuntimeConfig };

// The same file the front end's defaults come from (shared/src/api/config.ts): one home.
export const API_PREFIXES: HostConfig = configDefaults.hosts;
export const DEFAULT_FLAGS: RuntimeConfig['flags'] = configDefaults.flags;

/** Env var naming the base URL of each host, e.g. API_HOST_CHECKOUT=https://checkout.example.com. */
export const HOST_ENV: Record<keyof HostConfig, string> = {
  backend: 'API_HOST_BACKEND',
  checkout: 'API_HOST_CHECKOUT',
  payments: 'API_HOST_PAYMENTS',
  availability: 'API_HOST_AVAILABILITY',
  tracking: 'API_HOST_TRACKING',
  theme: 'API_HOST_THEME',
  commerce: 'API_HOST_COMMERCE',
};

/**
 * The hosts config.json hands the front end: this server's prefixes unless an operator points a
 * host elsewhere (an absolute http(s) URL or a same-origin path). A malformed value stops startup
 * with the variable's name rather than shipping a config every page would fail on.
 */
export function resolveHosts(
  overrides: Partial<Record<keyof HostConfig, string | undefined>>,
): HostConfig {
  const hosts = { ...API_PREFIXES };
  for (const key of Object.keys(API_PREFIXES) as (keyof HostConfig)[]) {
    const raw = overrides[key]?.trim();
    if (!raw) continue;
    let ok = /^\/(?!\/)[^\s?#]*$/.test(raw);
    if (!ok) {
      try {
        const u = new URL(raw);
        ok = (u.protocol === 'https:' || u.protocol === 'http:') && !u.search && !u.hash;
      } catch {
        ok = false;
      }
    }
    if (!ok)
      throw new Error(
        `${HOST_ENV[key]} must be an http(s) URL or a path starting with /: "${raw}"`,
      );
    hosts[key] = raw.replace(/\/+$/, '');
  }
  return hosts;
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

import configDefaults from '@store/shared/src/api/configDefaults.json';
import type { HostConfig } from '@store/shared/src/types';

/**
 * The SPEC's hosts as the browser and the render workers name them: this server's own prefixes
 * (config.json hands them out; shared/src/api/configDefaults.json), each forwarded to its
 * upstream (src/proxy). Same-origin for the browser, so the access session cookie, the CSP and
 * CORS never depend on where the commerce API lives.
 */
export const HOST_PREFIXES: HostConfig = configDefaults.hosts;

export type HostName = keyof HostConfig;

export const HOST_NAMES = Object.keys(HOST_PREFIXES) as HostName[];

/** Env var naming one host's upstream base, e.g. API_HOST_CHECKOUT=https://checkout.example.com. */
export const HOST_ENV: Record<HostName, string> = {
  backend: 'API_HOST_BACKEND',
  checkout: 'API_HOST_CHECKOUT',
  payments: 'API_HOST_PAYMENTS',
  availability: 'API_HOST_AVAILABILITY',
  tracking: 'API_HOST_TRACKING',
  theme: 'API_HOST_THEME',
  commerce: 'API_HOST_COMMERCE',
};

/** Where each host's calls go, and where the API's root-level paths do (when known). */
export interface Upstreams {
  /** Absolute base URL per host (no trailing slash). */
  hosts: HostConfig;
  /**
   * The API's own root (API_URL), for the paths the SPEC names at the store's root that the API
   * answers: /buy/express_checkout, the Apple Pay domain file. Null with per-host bases only.
   */
  root: string | null;
}

const absoluteBase = (name: string, raw: string): string => {
  let u: URL;
  try {
    u = new URL(raw.trim());
  } catch {
    throw new Error(`${name} must be an http(s) URL: "${raw}"`);
  }
  if ((u.protocol !== 'http:' && u.protocol !== 'https:') || u.search || u.hash)
    throw new Error(`${name} must be an http(s) URL without query or fragment: "${raw}"`);
  return u.href.replace(/\/+$/, '');
};

/**
 * API_URL (one base for every host: the reference API's prefixes under it) and/or API_HOST_*
 * (a host's own base, which wins). Every host must end up somewhere: a missing or malformed value
 * stops the start-up with the variable's name, rather than a store whose every page fails.
 */
export function resolveUpstreams(o: {
  apiUrl?: string | undefined;
  hosts?: Partial<Record<HostName, string | undefined>>;
}): Upstreams {
  const root = o.apiUrl?.trim() ? absoluteBase('API_URL', o.apiUrl) : null;
  const hosts = {} as HostConfig;
  for (const name of HOST_NAMES) {
    const own = o.hosts?.[name]?.trim();
    if (own) hosts[name] = absoluteBase(HOST_ENV[name], own);
    else if (root) hosts[name] = `${root}${HOST_PREFIXES[name]}`;
    else throw new Error(`Set API_URL (the commerce API's base URL) or ${HOST_ENV[name]}.`);
  }
  return { hosts, root };
}

import { loadRemote } from '@module-federation/enhanced/runtime';
import {
  REMOTE_CONTAINERS,
  REMOTE_LOAD_TIMEOUT_MS,
  reportError,
  shopperLocale,
  type RemoteName,
  type RemoteRoutesProps,
} from '@store/shared';
import type { ComponentType } from 'react';
import { withDeadline } from '../boot/deadline';
import { isRemoteRegistered } from '../boot/remotes';
import { isFallbackModule } from '../federation/fallbackModules';

export type RemoteRoutesComponent = ComponentType<RemoteRoutesProps>;

export interface RemoteLoadOptions {
  /** The whole load gives up after this long (a hung remoteEntry.js); retries are inside it. */
  timeoutMs: number;
}

export const DEFAULT_REMOTE_LOAD_OPTIONS: RemoteLoadOptions = {
  timeoutMs: REMOTE_LOAD_TIMEOUT_MS,
};

export class RemoteUnavailableError extends Error {
  constructor(
    readonly remote: RemoteName,
    override readonly cause?: unknown,
  ) {
    super(`${remote} is unavailable`);
    this.name = 'RemoteUnavailableError';
  }
}

// Real remotes only: a fallback is never kept, so "Try again" really tries again.
const loaded = new Map<RemoteName, RemoteRoutesComponent>();
/** Remotes whose last load ended in the fallback (or the deadline). */
const failed = new Set<RemoteName>();

export const remoteLoadFailed = (remote: RemoteName): boolean => failed.has(remote);

/**
 * `<container>/Routes` of a remote. Retries (manifest, entry) and the fallback for a failed load
 * are the federation runtime plugins' (src/federation); this adds the deadline for a load that
 * never answers, after which the boundary shows its fallback.
 */
export async function loadRemoteRoutes(
  remote: RemoteName,
  options: RemoteLoadOptions = DEFAULT_REMOTE_LOAD_OPTIONS,
): Promise<{ default: RemoteRoutesComponent }> {
  const hit = loaded.get(remote);
  if (hit) return { default: hit };
  // One load at a time per remote: the page's own boundary joins a load started ahead of it (the
  // hydration's preload), rather than waiting out a second deadline.
  const pending = inFlight.get(remote);
  if (pending) return pending;
  const attempt = startLoad(remote, options).finally(() => inFlight.delete(remote));
  inFlight.set(remote, attempt);
  return attempt;
}

const inFlight = new Map<RemoteName, Promise<{ default: RemoteRoutesComponent }>>();

/** Loads started for the page's first mount (before hydrating), taken once by its boundary. */
const forFirstMount = new Map<RemoteName, Promise<{ default: RemoteRoutesComponent }>>();

/**
 * Starts loading the remote the page's first mount needs; the boundary that mounts it takes this
 * very attempt (its success, its fallback or its failure), so a remote is not tried twice.
 */
export function loadForFirstMount(remote: RemoteName): Promise<{ default: RemoteRoutesComponent }> {
  const attempt = loadRemoteRoutes(remote);
  forFirstMount.set(remote, attempt);
  return attempt;
}

export function takeFirstMountLoad(
  remote: RemoteName,
): Promise<{ default: RemoteRoutesComponent }> | undefined {
  const attempt = forFirstMount.get(remote);
  forFirstMount.delete(remote);
  return attempt;
}

async function startLoad(
  remote: RemoteName,
  options: RemoteLoadOptions,
): Promise<{ default: RemoteRoutesComponent }> {
  if (!isRemoteRegistered(remote)) throw new RemoteUnavailableError(remote, 'not in remotes.json');
  const id = `${REMOTE_CONTAINERS[remote]}/Routes`;
  const load = loadRemote<{ default?: unknown; prepare?: unknown }>(id).then(async (mod) => {
    // What the module needs before its first render in the shopper's language (its words): the
    // page then hydrates or mounts in one go. Optional (older remotes have none), never fatal.
    if (mod && typeof mod === 'object' && typeof mod.prepare === 'function')
      await Promise.resolve()
        .then(() => (mod.prepare as (locale: string) => unknown)(shopperLocale()))
        .catch(() => undefined);
    const component = mod && typeof mod === 'object' ? mod.default : undefined;
    if (typeof component !== 'function' && (typeof component !== 'object' || component === null))
      throw new RemoteUnavailableError(remote, new Error(`${id} has no default export`));
    const routes = component as RemoteRoutesComponent;
    // Kept even when it arrives after the deadline: "Try again" then mounts it at once.
    if (!isFallbackModule(mod)) {
      loaded.set(remote, routes);
      failed.delete(remote);
    } else failed.add(remote);
    return { default: routes };
  });
  return withDeadline(load, options.timeoutMs, () => {
    failed.add(remote);
    const error = new RemoteUnavailableError(
      remote,
      new Error(`no answer within ${options.timeoutMs} ms`),
    );
    reportError({ kind: 'remote-load', message: error.message, remote, module: id, error });
    return error;
  });
}

/**
 * A remote's Routes when already loaded (a server render's later passes, or a page whose remote
 * came in before it rendered): mounted without suspending.
 */
export function loadedRemoteRoutes(remote: RemoteName): RemoteRoutesComponent | undefined {
  return loaded.get(remote);
}

/**
 * Loads a remote's Routes ahead of need (the shopper's likely next page), quietly: a failure costs
 * nothing now and is tried again when the page is really opened.
 */
export function preloadRemoteRoutes(remote: RemoteName): void {
  if (loaded.has(remote) || preloading.has(remote) || !isRemoteRegistered(remote)) return;
  preloading.add(remote);
  loadRemoteRoutes(remote)
    .catch(() => {})
    .finally(() => preloading.delete(remote));
}

const preloading = new Set<RemoteName>();

/** Test helper. */
export function clearLoadedRemotes(): void {
  loaded.clear();
  failed.clear();
  inFlight.clear();
  forFirstMount.clear();
  preloading.clear();
}

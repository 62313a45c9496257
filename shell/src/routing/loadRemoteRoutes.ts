import { loadRemote } from '@module-federation/enhanced/runtime';
import {
  REMOTE_CONTAINERS,
  REMOTE_LOAD_TIMEOUT_MS,
  type RemoteName,
  type RemoteRoutesProps,
} from '@store/shared';
import type { ComponentType } from 'react';
import { withDeadline } from '../boot/deadline';
import { isRemoteRegistered } from '../boot/remotes';

export type RemoteRoutesComponent = ComponentType<RemoteRoutesProps>;

export interface RemoteLoadOptions {
  /** Retries after the first attempt. */
  retries: number;
  /** Delay before retry n (1-based), ms. */
  delayMs: (attempt: number) => number;
  /** The whole load, retries included, gives up after this long (a hung remoteEntry.js). */
  timeoutMs: number;
}

export const DEFAULT_REMOTE_LOAD_OPTIONS: RemoteLoadOptions = {
  retries: 2,
  delayMs: (attempt) => 300 * attempt,
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

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

// Successful loads only: a failure is never cached, so "Try again" really tries again.
const loaded = new Map<RemoteName, RemoteRoutesComponent>();

/**
 * `<container>/Routes` of a remote, retried (network, 404, bad module) before giving up, and given
 * up on after `timeoutMs` whatever the attempts are doing: the boundary then shows its fallback.
 */
export async function loadRemoteRoutes(
  remote: RemoteName,
  options: RemoteLoadOptions = DEFAULT_REMOTE_LOAD_OPTIONS,
): Promise<{ default: RemoteRoutesComponent }> {
  const hit = loaded.get(remote);
  if (hit) return { default: hit };
  if (!isRemoteRegistered(remote)) throw new RemoteUnavailableError(remote, 'not in remotes.json');
  const run = { gaveUp: false };
  try {
    return await withDeadline(
      attemptLoads(remote, options, run),
      options.timeoutMs,
      () =>
        new RemoteUnavailableError(remote, new Error(`no answer within ${options.timeoutMs} ms`)),
    );
  } catch (e) {
    run.gaveUp = true;
    throw e;
  }
}

async function attemptLoads(
  remote: RemoteName,
  options: RemoteLoadOptions,
  run: { gaveUp: boolean },
): Promise<{ default: RemoteRoutesComponent }> {
  let lastError: unknown;
  for (let attempt = 0; attempt <= options.retries && !run.gaveUp; attempt++) {
    if (attempt > 0) await sleep(options.delayMs(attempt));
    if (run.gaveUp) break;
    try {
      const mod = await loadRemote<{ default?: unknown }>(`${REMOTE_CONTAINERS[remote]}/Routes`);
      const component = mod && typeof mod === 'object' ? mod.default : undefined;
      if (
        typeof component !== 'function' &&
        (typeof component !== 'object' || component === null)
      ) {
        throw new Error(`${remote}/Routes has no default export`);
      }
      const routes = component as RemoteRoutesComponent;
      // Kept even when it arrives after the deadline: "Try again" then mounts it at once.
      loaded.set(remote, routes);
      return { default: routes };
    } catch (e) {
      lastError = e;
      console.warn(`[shell] loading ${remote} failed (attempt ${attempt + 1})`, e);
    }
  }
  throw new RemoteUnavailableError(remote, lastError);
}

/**
 * Loads a remote's Routes ahead of need (the shopper's likely next page), quietly: a failure costs
 * nothing now and is retried when the page is really opened.
 */
export function preloadRemoteRoutes(remote: RemoteName): void {
  if (loaded.has(remote) || !isRemoteRegistered(remote)) return;
  loadRemoteRoutes(remote).catch(() => {});
}

/** Test helper. */
export function clearLoadedRemotes(): void {
  loaded.clear();
}

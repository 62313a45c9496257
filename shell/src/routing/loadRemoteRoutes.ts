import { loadRemote } from '@module-federation/enhanced/runtime';
import { REMOTE_CONTAINERS, type RemoteName, type RemoteRoutesProps } from '@store/shared';
import type { ComponentType } from 'react';
import { isRemoteRegistered } from '../boot/remotes';

export type RemoteRoutesComponent = ComponentType<RemoteRoutesProps>;

export interface RemoteLoadOptions {
  /** Retries after the first attempt. */
  retries: number;
  /** Delay before retry n (1-based), ms. */
  delayMs: (attempt: number) => number;
}

export const DEFAULT_REMOTE_LOAD_OPTIONS: RemoteLoadOptions = {
  retries: 2,
  delayMs: (attempt) => 300 * attempt,
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

/** `<container>/Routes` of a remote, retried (network, 404, bad module) before giving up. */
export async function loadRemoteRoutes(
  remote: RemoteName,
  options: RemoteLoadOptions = DEFAULT_REMOTE_LOAD_OPTIONS,
): Promise<{ default: RemoteRoutesComponent }> {
  const hit = loaded.get(remote);
  if (hit) return { default: hit };
  if (!isRemoteRegistered(remote)) throw new RemoteUnavailableError(remote, 'not in remotes.json');
  let lastError: unknown;
  for (let attempt = 0; attempt <= options.retries; attempt++) {
    if (attempt > 0) await sleep(options.delayMs(attempt));
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
      loaded.set(remote, routes);
      return { default: routes };
    } catch (e) {
      lastError = e;
      console.warn(`[shell] loading ${remote} failed (attempt ${attempt + 1})`, e);
    }
  }
  throw new RemoteUnavailableError(remote, lastError);
}

/** Test helper. */
export function clearLoadedRemotes(): void {
  loaded.clear();
}

import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { REMOTE_CONTAINERS, reportError, type RemoteName } from '@store/shared';

const REMOTE_OF_CONTAINER = new Map(
  (Object.entries(REMOTE_CONTAINERS) as [RemoteName, string][]).map(([name, c]) => [c, name]),
);

/** `mf-cart` for `mf_cart/Routes`, when the container is one of ours. */
export function remoteOfModule(id: string): RemoteName | undefined {
  return REMOTE_OF_CONTAINER.get(id.split('/')[0] ?? '');
}

/**
 * Reports every remote module that finally failed to load to the page's error-reporting hook
 * (`error:reported` on the bus, `store:error` on window). Once per failure: the manifest and
 * entry stages end in the same `onLoad` failure, which is the one reported.
 */
export function telemetryPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'store-telemetry',
    errorLoadRemote({ id, error, lifecycle }) {
      if (lifecycle !== 'onLoad') return undefined;
      const remote = remoteOfModule(id);
      reportError({
        kind: 'remote-load',
        message: `${id} could not be loaded: ${error instanceof Error ? error.message : String(error)}`,
        ...(remote ? { remote } : {}),
        module: id,
        error,
      });
      return undefined;
    },
  };
}

import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { fallbackModuleFor } from './fallbackModules';

/**
 * A remote module that could not be loaded (manifest, entry, chunk or contract) resolves to the
 * shell's stand-in instead of rejecting, so every caller meets one shape of failure. Only the last
 * stage (`onLoad`) is answered: at earlier stages the runtime would take the answer for a
 * manifest or a new request, and the failure reaches `onLoad` anyway.
 */
export function fallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'store-fallback',
    errorLoadRemote({ id, error, lifecycle }) {
      if (lifecycle !== 'onLoad') return undefined;
      return fallbackModuleFor(id, error);
    },
  };
}

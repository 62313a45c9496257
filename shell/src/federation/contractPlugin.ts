import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { contractMismatch } from '@store/shared';

export class ContractMismatchError extends Error {
  constructor(
    readonly moduleId: string,
    message: string,
  ) {
    super(message);
    this.name = 'ContractMismatchError';
  }
}

/**
 * Refuses an exposed module whose contract version is not the one this shell was built for: a
 * remote that changed its contract incompatibly shows the fallback (and is reported) rather than
 * running against props or exports it does not know.
 */
export function contractPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'store-contract',
    async onLoad({ id, exposeModule }) {
      // Only modules this shell knows (`mf_cart/Routes`…) are checked; a factory-only load has none.
      if (exposeModule === undefined) return undefined;
      const why = contractMismatch(id, exposeModule);
      if (why) throw new ContractMismatchError(id, why);
      return undefined;
    },
  };
}

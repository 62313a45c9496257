import { bus } from '../bus';
import type { ErrorReport } from '../bus';

/**
 * Every module a remote exposes to the shell, with the contract version the shell is built for.
 * A version is a major: additive changes (a new optional prop, a new export) keep it; a change an
 * older shell or remote could not live with bumps it, and the shell then refuses the other side
 * (its fallback shows) instead of running it wrongly. Bus events carry their own `v`.
 */
export const REMOTE_MODULE_CONTRACTS = {
  'mf_catalog/Routes': 1,
  'mf_cart/Routes': 1,
  'mf_cart/cartService': 1,
  'mf_checkout/Routes': 1,
  'mf_support/Routes': 1,
} as const;

export type RemoteModuleId = keyof typeof REMOTE_MODULE_CONTRACTS;

/** What each exposed module exports as `contract`: which module it is and which version it keeps. */
export interface ExposedContract {
  id: RemoteModuleId;
  version: number;
}

/** The `contract` export of an exposed module, built against this copy of shared. */
export function exposedContract(id: RemoteModuleId): ExposedContract {
  return { id, version: REMOTE_MODULE_CONTRACTS[id] };
}

/**
 * Why a loaded module cannot be used under the contract this bundle expects, or null when it can.
 * A module without a `contract` export predates versioning: it keeps version 1.
 */
export function contractMismatch(id: string, module: unknown): string | null {
  if (!(id in REMOTE_MODULE_CONTRACTS)) return null;
  const expected = REMOTE_MODULE_CONTRACTS[id as RemoteModuleId];
  const declared =
    module && typeof module === 'object' && 'contract' in module
      ? (module as { contract?: Partial<ExposedContract> }).contract
      : undefined;
  const version = declared?.version ?? 1;
  if (declared?.id !== undefined && declared.id !== id)
    return `${id} declares itself ${String(declared.id)}`;
  return version === expected
    ? null
    : `${id} keeps contract v${version}; this shell needs v${expected}`;
}

/**
 * Tells the operator's error-reporting service (through the shell's `store:error` hook) that
 * something failed. Never throws: reporting must not become a second failure.
 */
export function reportError(report: ErrorReport): void {
  try {
    bus.emit('error:reported', report);
  } catch {
    // Nothing is listening or a listener threw; the failure itself is already handled.
  }
}

export {
  createRemoteStore,
  type RemoteQueryApi,
  type RemoteRuntime,
  type RemoteStoreOptions,
} from './createRemoteStore';
export { remoteHooks } from './remoteHooks';
export { RemoteProvider, useRemote, withRemoteDefaults } from './RemoteContext';
export { readQuery, readWith, toReadError, type ReadError } from './readQuery';
export {
  REMOTE_MODULE_CONTRACTS,
  contractMismatch,
  exposedContract,
  reportError,
  type ExposedContract,
  type RemoteModuleId,
} from './contracts';
export { createRemoteApi, ssrHydrated, ssrRehydration } from './createRemoteApi';

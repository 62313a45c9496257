export {
  createRemoteStore,
  type RemoteRuntime,
  type RemoteStoreOptions,
} from './createRemoteStore';
export { remoteHooks } from './remoteHooks';
export { RemoteProvider, useRemote } from './RemoteContext';

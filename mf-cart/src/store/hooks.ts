import { remoteHooks } from '@store/shared';
import type { AppDeps } from './deps';
import type { AppDispatch, RootState } from './store';

export const { useRemoteDispatch, useRemoteSelector, useRemoteDeps } = remoteHooks<
  RootState,
  AppDispatch,
  AppDeps
>();

import type { Dispatch } from '@reduxjs/toolkit';
import { useDispatch, useSelector, useStore } from 'react-redux';
import { remoteDepsOf } from './remoteDeps';

/** A remote's typed hooks, under the same names in every remote (`store/hooks.ts`). */
export function remoteHooks<State, AppDispatch extends Dispatch, Deps = unknown>() {
  return {
    useRemoteDispatch: useDispatch.withTypes<AppDispatch>(),
    useRemoteSelector: useSelector.withTypes<State>(),
    /** The store's AppDeps (config, calls), as its epics get them. */
    useRemoteDeps: (): Deps => remoteDepsOf(useStore()) as Deps,
  };
}

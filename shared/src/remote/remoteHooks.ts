import type { Dispatch } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';

/** A remote's typed hooks, under the same names in every remote (`store/hooks.ts`). */
export function remoteHooks<State, AppDispatch extends Dispatch>() {
  return {
    useRemoteDispatch: useDispatch.withTypes<AppDispatch>(),
    useRemoteSelector: useSelector.withTypes<State>(),
  };
}

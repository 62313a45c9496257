import { remoteHooks } from '@store/shared';
import type { AppDispatch, RootState } from './store';

export const { useRemoteDispatch, useRemoteSelector } = remoteHooks<RootState, AppDispatch>();

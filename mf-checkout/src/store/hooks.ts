import { remoteHooks } from '@store/shared';
import type { AppDispatch } from './store';
import type { RootState } from './types';

export const { useRemoteDispatch, useRemoteSelector } = remoteHooks<RootState, AppDispatch>();

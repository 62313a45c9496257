import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { FeatureFlags } from '@store/shared';
import type { ExpressMethod } from './expressUrl';

/** Starting until the browser leaves for the express checkout; else why it cannot start. */
export type ExpressOutcome = 'starting' | 'empty' | 'hidden';

export interface ExpressState {
  outcome: ExpressOutcome;
}

export const initialExpressState: ExpressState = { outcome: 'starting' };

export interface ExpressRequest {
  storeSlug: string;
  method: ExpressMethod;
  deviceId: string | null;
  /** The region of the store record the shell loaded; absent, the express flow asks for it. */
  knownRegion: string | null | undefined;
  flags: Pick<FeatureFlags, 'hidePaypal' | 'hideCard'>;
}

const slice = createSlice({
  name: 'express',
  initialState: initialExpressState,
  reducers: {
    expressRequested(state, _action: PayloadAction<ExpressRequest>) {
      state.outcome = 'starting';
    },
    expressStopped(state, action: PayloadAction<Exclude<ExpressOutcome, 'starting'>>) {
      state.outcome = action.payload;
    },
    /** The page is gone: a flow still waiting for the store must not redirect any more. */
    expressLeft() {},
  },
});

export const expressActions = slice.actions;
export const expressReducer = slice.reducer;

declare module '../store/types' {
  interface RootState {
    express: ExpressState;
  }
}

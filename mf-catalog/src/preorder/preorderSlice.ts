import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { PreorderForm } from '@store/shared';

export type PreorderStatus = 'idle' | 'submitting' | 'sent' | 'failed';

export interface PreorderState {
  status: PreorderStatus;
}

const initialState: PreorderState = { status: 'idle' };

export const preorderSlice = createSlice({
  name: 'preorder',
  initialState,
  reducers: {
    preorderSubmitted(state, _action: PayloadAction<PreorderForm>) {
      state.status = 'submitting';
    },
    preorderSent(state) {
      state.status = 'sent';
    },
    preorderFailed(state) {
      state.status = 'failed';
    },
    preorderReset(state) {
      state.status = 'idle';
    },
  },
});

export const { preorderSubmitted, preorderSent, preorderFailed, preorderReset } =
  preorderSlice.actions;

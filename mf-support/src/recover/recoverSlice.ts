import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** SPEC §4: idle, then submitting, then a success or error banner. */
type RecoverStatus = 'idle' | 'submitting' | 'success' | 'error';

interface RecoverState {
  status: RecoverStatus;
  /** The address the recovery email went to (shown in the success banner). */
  email: string | null;
  /** The server's error text (SPEC §8: shown as is); null on an error it did not word. */
  error: string | null;
}

const initialState: RecoverState = { status: 'idle', email: null, error: null };

const recoverSlice = createSlice({
  name: 'recover',
  initialState,
  reducers: {
    recoverSubmitted(state, action: PayloadAction<{ email: string; storeSlug: string }>) {
      state.status = 'submitting';
      state.email = action.payload.email;
      state.error = null;
    },
    recoverSucceeded(state, action: PayloadAction<{ email: string }>) {
      state.status = 'success';
      state.email = action.payload.email;
      state.error = null;
    },
    recoverFailed(state, action: PayloadAction<{ error: string | null }>) {
      state.status = 'error';
      state.error = action.payload.error;
    },
    recoverReset() {
      return initialState;
    },
  },
});

export const { recoverSubmitted, recoverSucceeded, recoverFailed, recoverReset } =
  recoverSlice.actions;
export const recoverReducer = recoverSlice.reducer;

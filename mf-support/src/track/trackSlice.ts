import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

interface TrackState {
  /** The tracking page the browser is being sent to, once the form is submitted. */
  redirectingTo: string | null;
}

const initialState: TrackState = { redirectingTo: null };

const trackSlice = createSlice({
  name: 'track',
  initialState,
  reducers: {
    trackSubmitted(_state, _action: PayloadAction<{ orderNumber: string }>) {},
    trackRedirected(state, action: PayloadAction<{ url: string }>) {
      state.redirectingTo = action.payload.url;
    },
  },
});

export const { trackSubmitted, trackRedirected } = trackSlice.actions;
export const trackReducer = trackSlice.reducer;

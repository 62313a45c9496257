import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ThemeContent } from '@store/shared';

/** The parts of the store theme these pages show (login and about content). */
export interface ThemeState {
  status: 'idle' | 'loading' | 'loaded';
  login: ThemeContent['login'] | null;
  about: ThemeContent['about'] | null;
}

const initialState: ThemeState = { status: 'idle', login: null, about: null };

const themeSlice = createSlice({
  name: 'theme',
  initialState,
  reducers: {
    themeRequested(state) {
      state.status = 'loading';
    },
    themeLoaded(
      state,
      action: PayloadAction<{
        login: ThemeContent['login'] | null;
        about: ThemeContent['about'] | null;
      }>,
    ) {
      state.status = 'loaded';
      state.login = action.payload.login;
      state.about = action.payload.about;
    },
  },
});

export const { themeRequested, themeLoaded } = themeSlice.actions;
export const themeReducer = themeSlice.reducer;

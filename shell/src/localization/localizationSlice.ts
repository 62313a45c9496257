import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { DEFAULT_LOCALIZATION_DETAILS, type LocalizationDetails } from '@store/shared';
import { DEFAULT_LOCALIZATION, type Localization } from './localization';

export interface LocalizationState {
  current: Localization;
  details: LocalizationDetails;
  /** The store's details and the buyer localization have answered (or failed). */
  settled: boolean;
}

const initialState: LocalizationState = {
  current: DEFAULT_LOCALIZATION,
  details: DEFAULT_LOCALIZATION_DETAILS,
  settled: false,
};

const slice = createSlice({
  name: 'localization',
  initialState,
  reducers: {
    /** Start-up: the store, and the page's address (a listing URL may choose for this visit). */
    localizationStarted(
      _s,
      _a: PayloadAction<{
        storeSlug: string;
        pathname: string;
        search: string;
        /** The page's inline `{ details, buyer }` (server-assisted boot), when it has them. */
        inline?: unknown;
      }>,
    ) {},
    localizationResolved(
      s,
      a: PayloadAction<{ current: Localization; details?: LocalizationDetails; settled: boolean }>,
    ) {
      s.current = a.payload.current;
      if (a.payload.details) s.details = a.payload.details;
      s.settled = a.payload.settled;
    },
  },
});

export const { localizationStarted, localizationResolved } = slice.actions;
export const localizationReducer = slice.reducer;

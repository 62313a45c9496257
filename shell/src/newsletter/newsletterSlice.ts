import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { NewsletterSource } from '@store/shared';

export type NewsletterStatus =
  'idle' | 'submitting' | 'subscribed' | 'alreadySubscribed' | 'failed';

export interface NewsletterFormState {
  status: NewsletterStatus;
  /** Why the last try failed, for the form's alert. */
  error: string | null;
}

/** One state per form, so signing up in the footer does not change the header modal. */
export type NewsletterState = Record<NewsletterSource, NewsletterFormState>;

const idle: NewsletterFormState = { status: 'idle', error: null };
const initialState: NewsletterState = { header: idle, footer: idle };

interface Submitted {
  source: NewsletterSource;
  storeSlug: string;
  email: string;
}

const newsletterSlice = createSlice({
  name: 'newsletter',
  initialState,
  reducers: {
    newsletterSubmitted(state, { payload }: PayloadAction<Submitted>) {
      state[payload.source] = { status: 'submitting', error: null };
    },
    newsletterSubscribed(
      state,
      { payload }: PayloadAction<{ source: NewsletterSource; alreadySubscribed: boolean }>,
    ) {
      state[payload.source] = {
        status: payload.alreadySubscribed ? 'alreadySubscribed' : 'subscribed',
        error: null,
      };
    },
    newsletterFailed(
      state,
      { payload }: PayloadAction<{ source: NewsletterSource; error: string }>,
    ) {
      state[payload.source] = { status: 'failed', error: payload.error };
    },
    newsletterReset(state, { payload }: PayloadAction<{ source: NewsletterSource }>) {
      state[payload.source] = idle;
    },
  },
});

export const { newsletterSubmitted, newsletterSubscribed, newsletterFailed, newsletterReset } =
  newsletterSlice.actions;
export const newsletterReducer = newsletterSlice.reducer;

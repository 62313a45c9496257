import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';
import {
  TOAST_DURATION_MS,
  TOAST_PRUNE_AFTER_MS,
  type Toast,
  type ToastOptions,
  type ToastType,
} from '@store/shared';

/** A toast with its resolved duration (options.duration or 3000 ms). */
export interface ShellToast extends Toast {
  duration: number;
}

export interface ToastsState {
  items: ShellToast[];
}

export const initialToastsState: ToastsState = { items: [] };

export interface ShowToastInput {
  type?: ToastType;
  message: string;
  options?: ToastOptions;
}

export function toastDuration(options?: ToastOptions): number {
  const d = options?.duration;
  return typeof d === 'number' && Number.isFinite(d) && d > 0 ? d : TOAST_DURATION_MS;
}

const toastsSlice = createSlice({
  name: 'toasts',
  initialState: initialToastsState,
  reducers: {
    /**
     * Adds a toast unless one with the same message is showing (default type 'danger'). When more
     * than one toast exists, those older than 300000 ms are pruned; the newest always stays.
     */
    toastAdded: {
      reducer(state, action: PayloadAction<ShellToast>) {
        const t = action.payload;
        if (!t.message || state.items.some((i) => i.message === t.message)) return;
        state.items.push(t);
        if (state.items.length > 1) {
          const newest = state.items.reduce((a, b) => (b.createdAt >= a.createdAt ? b : a));
          state.items = state.items.filter(
            (i) => i === newest || t.createdAt - i.createdAt <= TOAST_PRUNE_AFTER_MS,
          );
        }
      },
      prepare(input: ShowToastInput, now: number = Date.now()) {
        return {
          payload: {
            id: nanoid(),
            type: input.type === 'success' ? 'success' : 'danger',
            message: input.message,
            options: input.options,
            createdAt: now,
            duration: toastDuration(input.options),
          } satisfies ShellToast as ShellToast,
        };
      },
    },
    toastRemoved(state, action: PayloadAction<string>) {
      state.items = state.items.filter((t) => t.id !== action.payload);
    },
  },
});

export const { toastAdded, toastRemoved } = toastsSlice.actions;
export const toastsReducer = toastsSlice.reducer;

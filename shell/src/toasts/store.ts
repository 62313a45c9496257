import { configureStore, type Action } from '@reduxjs/toolkit';
import { createEpicMiddleware } from 'redux-observable';
import { toastsReducer, type ToastsState } from './toastSlice';
import { toastEpics } from './toastEpics';

export interface ShellState {
  toasts: ToastsState;
}

/** The shell's own redux store (toasts); epics start with it. */
export function createShellStore() {
  const epicMiddleware = createEpicMiddleware<Action, Action, ShellState>();
  const store = configureStore({
    reducer: { toasts: toastsReducer },
    middleware: (getDefault) => getDefault({ thunk: false }).concat(epicMiddleware),
  });
  epicMiddleware.run(toastEpics);
  return store;
}

export type ShellStore = ReturnType<typeof createShellStore>;

import { combineReducers, configureStore, type Action } from '@reduxjs/toolkit';
import { useDispatch, useSelector, type TypedUseSelectorHook } from 'react-redux';
import { combineEpics, createEpicMiddleware, type Epic } from '@store/shared/rx';
import { localizationEpics } from '../localization/localizationEpics';
import { localizationReducer } from '../localization/localizationSlice';
import { newsletterEpics } from '../newsletter/newsletterEpics';
import { newsletterReducer } from '../newsletter/newsletterSlice';
import { toastEpics } from '../toasts/toastEpics';
import { toastsReducer } from '../toasts/toastSlice';
import { defaultShellDeps, type ShellDeps } from './deps';

const rootReducer = combineReducers({
  toasts: toastsReducer,
  newsletter: newsletterReducer,
  localization: localizationReducer,
});

export type ShellState = ReturnType<typeof rootReducer>;
export type ShellEpic = Epic<Action, Action, ShellState, ShellDeps>;

/** The shell's own redux store (toasts, newsletter forms, localization); epics start with it. */
export function createShellStore(deps: Partial<ShellDeps> = {}) {
  const epicMiddleware = createEpicMiddleware<Action, Action, ShellState, ShellDeps>({
    dependencies: { ...defaultShellDeps(), ...deps },
  });
  const store = configureStore({
    reducer: rootReducer,
    middleware: (getDefault) => getDefault({ thunk: false }).concat(epicMiddleware),
  });
  epicMiddleware.run(combineEpics(toastEpics, newsletterEpics, localizationEpics));
  return store;
}

export type ShellStore = ReturnType<typeof createShellStore>;
export const useShellDispatch: () => ShellStore['dispatch'] = useDispatch;
export const useShellSelector: TypedUseSelectorHook<ShellState> = useSelector;

import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { combineEpics, createEpicMiddleware, type Epic } from 'redux-observable';
import type { UnknownAction } from 'redux';
import { recoverReducer } from '../recover/recoverSlice';
import { recoverEpic } from '../recover/recoverEpics';
import { trackReducer } from '../track/trackSlice';
import { trackEpic } from '../track/trackEpics';
import { themeReducer } from '../theme/themeSlice';
import { themeEpic } from '../theme/themeEpics';
import { aboutReducer } from '../about/aboutSlice';
import { aboutEpic } from '../about/aboutEpics';
import { browserDependencies, type SupportDependencies } from './dependencies';

const rootReducer = combineReducers({
  recover: recoverReducer,
  track: trackReducer,
  theme: themeReducer,
  about: aboutReducer,
});

export type SupportState = ReturnType<typeof rootReducer>;

export type SupportEpic = Epic<UnknownAction, UnknownAction, SupportState, SupportDependencies>;

const rootEpic: SupportEpic = combineEpics(recoverEpic, trackEpic, themeEpic, aboutEpic);

/** One store per module instance in production; tests create their own with fake dependencies. */
export function createSupportStore(dependencies: SupportDependencies = browserDependencies) {
  const epicMiddleware = createEpicMiddleware<
    UnknownAction,
    UnknownAction,
    SupportState,
    SupportDependencies
  >({
    dependencies,
  });
  const store = configureStore({
    reducer: rootReducer,
    middleware: (getDefault) => getDefault({ thunk: false }).concat(epicMiddleware),
  });
  epicMiddleware.run(rootEpic);
  return store;
}

export type SupportStore = ReturnType<typeof createSupportStore>;
export type SupportDispatch = SupportStore['dispatch'];

// The flows every bundle uses (RxJS and redux-observable), shared as one module in place of the
// libraries themselves.
//
// A shared library is built whole (the federation plugin cannot know which exports other bundles
// will use): RxJS and its operators came to ~23 KB gzip on every first load, of which the store
// names about thirty functions. Shared through this file, only what is named here is kept.
// Import it by that name everywhere, shared's own code included (a relative import is not shared).
// A bundle needing another export adds it here: the share version carries a hash of this file, and
// a bundle built against another list runs its own copy of it instead of reading undefined.
export {
  EMPTY,
  Observable,
  Subject,
  catchError,
  concat,
  concatMap,
  defaultIfEmpty,
  defer,
  distinctUntilChanged,
  exhaustMap,
  filter,
  firstValueFrom,
  forkJoin,
  from,
  groupBy,
  ignoreElements,
  map,
  merge,
  mergeMap,
  of,
  startWith,
  switchMap,
  take,
  takeUntil,
  tap,
  throwError,
  timeout,
  timer,
} from 'rxjs';
export type { Subscription } from 'rxjs';
export { combineEpics, createEpicMiddleware } from 'redux-observable';
export type { Epic } from 'redux-observable';

import type { Action } from '@reduxjs/toolkit';
import { combineEpics } from 'redux-observable';
import { COLLECTION_PAGE_SIZE, DEFAULT_THEME_DATA } from '@store/shared';
import { catchError, filter, from, map, mergeMap, of, switchMap } from 'rxjs';
import { errorMessage } from '../app/errorMessage';
import type { AppDeps } from '../store/deps';
import type { AppEpic, RootState } from '../store/store';
import {
  featuredPageFailed,
  featuredPageLoaded,
  featuredPageRequested,
  homeOpened,
  themeLoaded,
} from './homeSlice';

/** Opening home loads the first page of featured products. */
export const homeOpenedEpic: AppEpic = (action$) =>
  action$.pipe(
    filter(homeOpened.match),
    map(({ payload }) => featuredPageRequested({ storeSlug: payload.storeSlug, page: 1 })),
  );

export const featuredPageEpic: AppEpic = (action$, _state$, { api }) =>
  action$.pipe(
    filter(featuredPageRequested.match),
    switchMap(({ payload: { storeSlug, page } }) =>
      from(api.getStoreProducts({ slug: storeSlug, page, per: COLLECTION_PAGE_SIZE })).pipe(
        map((res) => featuredPageLoaded(res)),
        catchError((e: unknown) => of(featuredPageFailed(errorMessage(e)))),
      ),
    ),
  );

/** Theme for the hero/category banners; a failed or 404 theme fetch means the default theme. */
export const homeThemeEpic: AppEpic = (action$, state$, { api, siteKey }) =>
  action$.pipe(
    filter(homeOpened.match),
    filter(() => state$.value.home.theme === null),
    mergeMap(() =>
      from(api.getTheme(siteKey())).pipe(
        map((theme) => themeLoaded(theme ?? DEFAULT_THEME_DATA)),
        catchError(() => of(themeLoaded(DEFAULT_THEME_DATA))),
      ),
    ),
  );

export const homeEpic = combineEpics<Action, Action, RootState, AppDeps>(
  homeOpenedEpic,
  featuredPageEpic,
  homeThemeEpic,
);

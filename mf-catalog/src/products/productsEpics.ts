import type { Action } from '@reduxjs/toolkit';
import { combineEpics } from 'redux-observable';
import { COLLECTION_PAGE_SIZE, MAX_PRODUCT_PAGES, type ProductsPage } from '@store/shared';
import { EMPTY, catchError, concat, expand, filter, from, map, of, switchMap } from 'rxjs';
import type { AppDeps } from '../store/deps';
import type { AppEpic, RootState } from '../store/store';
import { errorMessage } from '../app/errorMessage';
import {
  allProductsFailed,
  allProductsLoaded,
  allProductsRequested,
  productsPageLoaded,
} from './productsSlice';

/** Reads page 1, then page n+1 while `next` is set, at most 50 pages (SPEC section 7). */
export const allProductsEpic: AppEpic = (action$, _state$, { api }) =>
  action$.pipe(
    filter(allProductsRequested.match),
    switchMap(({ payload: { storeSlug } }) => {
      const fetchPage = (page: number) =>
        from(api.getStoreProducts({ slug: storeSlug, page, per: COLLECTION_PAGE_SIZE }));
      let pages = 0;
      return concat(
        fetchPage(1).pipe(
          expand((res: ProductsPage) => {
            pages += 1;
            return res.next != null && pages < MAX_PRODUCT_PAGES ? fetchPage(res.next) : EMPTY;
          }),
          map((res) => productsPageLoaded(res.products ?? [])),
        ),
        of(allProductsLoaded()),
      ).pipe(catchError((e: unknown) => of(allProductsFailed(errorMessage(e)))));
    }),
  );

export const productsEpic = combineEpics<Action, Action, RootState, AppDeps>(allProductsEpic);

import type { Action } from '@reduxjs/toolkit';
import { combineEpics } from 'redux-observable';
import { COLLECTION_PAGE_SIZE, MAX_PRODUCT_PAGES, type ProductsPage } from '@store/shared';
import {
  EMPTY,
  catchError,
  expand,
  filter,
  from,
  map,
  mergeMap,
  of,
  reduce,
  switchMap,
} from 'rxjs';
import type { AppDeps } from '../store/deps';
import type { AppEpic, RootState } from '../store/store';
import {
  collectionProductsFailed,
  collectionProductsLoaded,
  collectionProductsRequested,
  collectionsFailed,
  collectionsLoaded,
  collectionsRequested,
} from './collectionSlice';

export const collectionsEpic: AppEpic = (action$, _state$, { api }) =>
  action$.pipe(
    filter(collectionsRequested.match),
    switchMap(({ payload }) =>
      from(api.getStoreCollections(payload.storeSlug)).pipe(
        map((res) => collectionsLoaded(res?.collections ?? [])),
        catchError(() => of(collectionsFailed())),
      ),
    ),
  );

/** A collection's products, 150 per page, following `next` (at most 50 pages). */
export const collectionProductsEpic: AppEpic = (action$, _state$, { api }) =>
  action$.pipe(
    filter(collectionProductsRequested.match),
    mergeMap(({ payload: { storeSlug, collection } }) => {
      const fetchPage = (page: number) =>
        from(
          api.getStoreProducts({ slug: storeSlug, collection, page, per: COLLECTION_PAGE_SIZE }),
        );
      let pages = 0;
      return fetchPage(1).pipe(
        expand((res: ProductsPage) => {
          pages += 1;
          return res.next != null && pages < MAX_PRODUCT_PAGES ? fetchPage(res.next) : EMPTY;
        }),
        reduce((all, res) => all.concat(res.products ?? []), [] as ProductsPage['products']),
        map((products) => collectionProductsLoaded({ collection, products })),
        catchError(() => of(collectionProductsFailed({ collection }))),
      );
    }),
  );

export const collectionEpic = combineEpics<Action, Action, RootState, AppDeps>(
  collectionsEpic,
  collectionProductsEpic,
);

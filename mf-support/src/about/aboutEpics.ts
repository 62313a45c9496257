import { catchError, filter, from, map, of, switchMap } from 'rxjs';
import { getStoreProducts } from '@store/shared';
import type { AppEpic } from '../store/store';
import { aboutProductsFailed, aboutProductsLoaded, aboutProductsRequested } from './aboutSlice';

/** SPEC §2 Other pages: the about page shows the first 4 products of the store. */
export const ABOUT_PRODUCT_COUNT = 4;

export const aboutEpic: AppEpic = (action$) =>
  action$.pipe(
    filter(aboutProductsRequested.match),
    switchMap(({ payload }) =>
      from(getStoreProducts({ slug: payload.storeSlug, page: 1 })).pipe(
        map((page) => aboutProductsLoaded((page?.products ?? []).slice(0, ABOUT_PRODUCT_COUNT))),
        catchError(() => of(aboutProductsFailed())),
      ),
    ),
  );

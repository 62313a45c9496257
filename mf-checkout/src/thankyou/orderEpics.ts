import type { Action } from '@reduxjs/toolkit';
import { combineEpics } from 'redux-observable';
import { catchError, filter, from, mergeMap, of, switchMap } from 'rxjs';
import { getOrderByLookupNumber } from '@store/shared';
import { orderLoadSettled } from '../checkout/checkoutSlice';
import type { AppEpic } from '../store/types';
import { orderActions } from './orderSlice';

/** Loads the order by lookup number; a failure is only reported (the page keeps the query data). */
export const loadOrderEpic: AppEpic = (action$, state$) =>
  action$.pipe(
    filter(orderActions.loadOrder.match),
    filter(() => state$.value.order.loadStatus === 'NONE'),
    switchMap(({ payload }) =>
      from(getOrderByLookupNumber(payload)).pipe(
        mergeMap((order): Action[] => [orderActions.orderLoaded(order), orderLoadSettled()]),
        catchError((e: unknown) => {
          console.warn('[mf-checkout] order lookup failed', e);
          return of(orderActions.orderFailed(), orderLoadSettled());
        }),
      ),
    ),
  );

export const orderEpic = combineEpics(loadOrderEpic);

import type { Action } from '@reduxjs/toolkit';
import { combineEpics } from 'redux-observable';
import { catchError, filter, from, mergeMap, of, switchMap } from 'rxjs';
import { getOrderByCartId } from '@store/shared';
import { orderLoadSettled } from '../checkout/checkoutLifecycle';
import type { AppEpic } from '../store/types';
import { orderActions } from './orderSlice';

/**
 * Loads the order by its checkout id (SPEC §7 GET /v1/orders?cartId): the id is the proof of
 * ownership a lookup number is not. A failure is only reported (the page keeps the query data).
 */
export const loadOrderEpic: AppEpic = (action$, state$) =>
  action$.pipe(
    filter(orderActions.orderRequested.match),
    filter(() => state$.value.order.loadStatus === 'NONE'),
    switchMap(({ payload }) =>
      from(getOrderByCartId(payload)).pipe(
        mergeMap((order): Action[] => [orderActions.orderLoaded(order), orderLoadSettled()]),
        catchError((e: unknown) => {
          console.warn('[mf-checkout] order lookup failed', e);
          return of(orderActions.orderFailed(), orderLoadSettled());
        }),
      ),
    ),
  );

export const orderEpic = combineEpics(loadOrderEpic);

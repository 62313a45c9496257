import type { Action, ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { Epic } from '@store/shared/rx';
import type { checkoutApi } from './checkoutApi';
import type { CheckoutState } from './checkoutSlice';
import type { AppDeps } from './deps';

/**
 * mf-checkout's state. This folder holds what every feature shares (the loaded checkout, its
 * calls and life cycle); each feature adds its own slice from its slice file, by declaration
 * merging, so that features depend on this folder and it never imports them back:
 *
 *     declare module '../store/types' { interface RootState { promo: PromoState } }
 *
 * appStore.ts registers a reducer for every key, and the type checker refuses one missing.
 */
export interface RootState {
  checkout: CheckoutState;
  [checkoutApi.reducerPath]: ReturnType<typeof checkoutApi.reducer>;
}

export type AppEpic = Epic<Action, Action, RootState, AppDeps>;

/** The store's dispatch: plain actions and RTK Query's thunks. */
export type AppDispatch = ThunkDispatch<RootState, unknown, UnknownAction>;

import { fakeBaseQuery } from '@reduxjs/toolkit/query/react';
import {
  createRemoteApi,
  readWith,
  ssrRehydration,
  type Order,
  type ReadError,
} from '@store/shared';
import { orderLoadSettled } from './checkoutLifecycle';
import type { AppDeps } from './deps';

const read = readWith<AppDeps>();

/**
 * mf-checkout's reads (RTK Query). The checkout steps, payment and polling are flows and stay
 * epics.
 */
export const checkoutApi = createRemoteApi({
  reducerPath: 'checkoutApi',
  baseQuery: fakeBaseQuery<ReadError>(),
  extractRehydrationInfo: ssrRehydration,
  endpoints: (build) => ({
    /**
     * The order by its checkout id (SPEC §7 GET /v1/orders?cartId): the id is the proof of
     * ownership a lookup number is not. Loaded or not, the finished checkout's state is cleared.
     */
    orderByCartId: build.query<Order | null, string>({
      queryFn: read((cartId: string, deps) => deps.api.getOrderByCartId(cartId)),
      async onQueryStarted(_cartId, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
        } catch (e) {
          console.warn('[mf-checkout] order lookup failed', e);
        }
        dispatch(orderLoadSettled());
      },
    }),
  }),
});

export const { useOrderByCartIdQuery } = checkoutApi;

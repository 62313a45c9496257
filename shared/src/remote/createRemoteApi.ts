import { createAction, type UnknownAction } from '@reduxjs/toolkit';
import { buildCreateApi, coreModule, reactHooksModule } from '@reduxjs/toolkit/query/react';

/**
 * Every remote's `createApi`. On the server (no window: the store server's render worker) the
 * query hooks start their reads during render, so rendering a page once is how its reads are
 * found and started: the server prepares data through the very hooks the browser uses, never a
 * second list of calls. In the browser they start in effects, as RTK Query's own createApi does.
 */
export const createRemoteApi = buildCreateApi(
  coreModule(),
  reactHooksModule({ unstable__sideEffectsInRender: typeof window === 'undefined' }),
);

/** The server-rendered state of a bundle's store, dispatched once when the browser creates it. */
export const ssrHydrated = createAction<Record<string, unknown>>('@store/ssr/hydrated');

/**
 * `extractRehydrationInfo` for every remote api: the reads the server made are the browser's cache
 * from the start, so the page hydrates without asking for what its HTML already shows.
 */
export function ssrRehydration(action: UnknownAction, { reducerPath }: { reducerPath: string }) {
  // RTK Query's own type for what it rehydrates from: its reducer state, as the server dehydrated it.
  if (ssrHydrated.match(action)) return action.payload[reducerPath] as never;
  return undefined;
}

import { catchError, filter, from, map, of, switchMap } from '@store/shared/rx';
import type { AppEpic } from '../store/store';
import { recoverFailed, recoverSubmitted, recoverSucceeded } from './recoverSlice';

/** The server's own words, else null: the page then says ours (`recover.fallbackError`). */
function errorText(e: unknown): string | null {
  return e instanceof Error && e.message ? e.message : null;
}

/** recoverSubmitted → POST {commerce}/v1/orders/recover → success or the server's error text. */
export const recoverEpic: AppEpic = (action$, _state$, { api }) =>
  action$.pipe(
    filter(recoverSubmitted.match),
    switchMap(({ payload: { email, storeSlug } }) =>
      from(api.recoverOrders(email, storeSlug)).pipe(
        map((res) =>
          res && res.success
            ? recoverSucceeded({ email })
            : recoverFailed({ error: res?.error || null }),
        ),
        catchError((e: unknown) => of(recoverFailed({ error: errorText(e) }))),
      ),
    ),
  );

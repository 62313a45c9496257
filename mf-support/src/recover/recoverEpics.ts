import { catchError, filter, from, map, of, switchMap } from 'rxjs';
import type { AppEpic } from '../store/store';
import { RECOVER_FALLBACK_ERROR } from './recoverMessages';
import { recoverFailed, recoverSubmitted, recoverSucceeded } from './recoverSlice';

function errorText(e: unknown): string {
  return e instanceof Error && e.message ? e.message : RECOVER_FALLBACK_ERROR;
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
            : recoverFailed({ error: res?.error || RECOVER_FALLBACK_ERROR }),
        ),
        catchError((e: unknown) => of(recoverFailed({ error: errorText(e) }))),
      ),
    ),
  );

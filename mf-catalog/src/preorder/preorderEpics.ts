import { catchError, filter, from, map, of, switchMap } from '@store/shared/rx';
import type { AppEpic } from '../store/store';
import { preorderFailed, preorderSent, preorderSubmitted } from './preorderSlice';

/** preorderSubmitted → POST the form → sent, or failed (the form keeps what was typed). */
export const preorderEpic: AppEpic = (action$, _state$, { api }) =>
  action$.pipe(
    filter(preorderSubmitted.match),
    switchMap(({ payload }) =>
      from(api.submitPreorder(payload)).pipe(
        map(() => preorderSent()),
        catchError(() => of(preorderFailed())),
      ),
    ),
  );

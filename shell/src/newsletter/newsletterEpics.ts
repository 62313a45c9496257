import {
  combineEpics,
  catchError,
  filter,
  from,
  groupBy,
  map,
  mergeMap,
  of,
  switchMap,
} from '@store/shared/rx';
import type { ShellEpic } from '../app/shellStore';
import { NEWSLETTER_TEXT } from './newsletterMessages';
import { newsletterFailed, newsletterSubmitted, newsletterSubscribed } from './newsletterSlice';

/**
 * newsletterSubmitted → POST the signup → subscribed (new or already on the list) or failed.
 * Each form has its own stream; a second submit of the same form replaces the first.
 */
export const newsletterSignupEpic: ShellEpic = (action$, _state$, { api }) =>
  action$.pipe(
    filter(newsletterSubmitted.match),
    groupBy((a) => a.payload.source),
    mergeMap((forms$) =>
      forms$.pipe(
        switchMap(({ payload: { source, storeSlug, email } }) =>
          from(api.subscribeNewsletter(storeSlug, email, source)).pipe(
            map((r) => newsletterSubscribed({ source, alreadySubscribed: r.alreadySubscribed })),
            // The server's wording is for engineers; the shopper gets one plain sentence.
            catchError(() => of(newsletterFailed({ source, error: NEWSLETTER_TEXT.failed }))),
          ),
        ),
      ),
    ),
  );

export const newsletterEpics = combineEpics(newsletterSignupEpic);

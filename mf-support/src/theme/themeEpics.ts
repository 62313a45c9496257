import { catchError, exhaustMap, filter, from, map, of } from 'rxjs';
import { getRuntimeConfig, getTheme } from '@store/shared';
import type { AppEpic } from '../store/store';
import { themeLoaded, themeRequested } from './themeSlice';

/**
 * themeRequested → GET theme host. A failure or 404 means the default theme (SPEC §1), which has
 * no extra login or about content: the pages then use their own defaults.
 */
export const themeEpic: AppEpic = (action$, state$) =>
  action$.pipe(
    filter(themeRequested.match),
    filter(() => state$.value.theme.status !== 'loaded'),
    exhaustMap(() =>
      from(getTheme(getRuntimeConfig().siteKey)).pipe(
        map((theme) =>
          themeLoaded({
            login: theme?.content?.login ?? null,
            about: theme?.content?.about ?? null,
          }),
        ),
        catchError(() => of(themeLoaded({ login: null, about: null }))),
      ),
    ),
  );

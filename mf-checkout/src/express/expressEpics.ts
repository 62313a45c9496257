import type { Action } from '@reduxjs/toolkit';
import {
  EMPTY,
  catchError,
  filter,
  from,
  map,
  mergeMap,
  of,
  switchMap,
  takeUntil,
} from '@store/shared/rx';
import { readAffiliate } from '@store/shared';
import type { AppEpic } from '../store/types';
import { readGaCookie, readLocalization, readStoredCart } from './expressContext';
import { expressCheckoutUrl, isExpressMethodHidden } from './expressUrl';
import { expressActions as A } from './expressSlice';

/**
 * /checkout/express: the stored cart, the store's region (a method the store hides is not
 * started), then the browser goes to /buy/express_checkout. Only the latest request counts, and
 * none once the page is left.
 */
export const expressEpic: AppEpic = (action$, _state$, deps) =>
  action$.pipe(
    filter(A.expressRequested.match),
    switchMap(({ payload: r }) => {
      // Read first, as the page did on arrival, before any answer can come.
      const cart = readStoredCart(r.storeSlug);
      // Region unknown when the store call fails: the API refuses a hidden Afterpay itself.
      const region$ =
        r.knownRegion != null
          ? of(r.knownRegion)
          : from(deps.api.getStore(r.storeSlug)).pipe(
              map((s) => s.region),
              catchError(() => of('usa')),
            );
      return region$.pipe(
        mergeMap((region) => {
          if (isExpressMethodHidden(r.method, { storeRegion: region, flags: r.flags }))
            return of<Action>(A.expressStopped('hidden'));
          const url = expressCheckoutUrl({
            cart,
            method: r.method,
            storeSlug: r.storeSlug,
            storeUrl: window.location.origin,
            ...readLocalization(),
            deviceId: r.deviceId,
            affiliate: readAffiliate(deps.location().search),
            ga: readGaCookie(),
          });
          if (!url) return of<Action>(A.expressStopped('empty'));
          deps.redirect(url);
          return EMPTY;
        }),
        takeUntil(action$.pipe(filter(A.expressLeft.match))),
      );
    }),
  );

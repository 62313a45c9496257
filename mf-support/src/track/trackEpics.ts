import { filter, map, tap } from '@store/shared/rx';
import type { AppEpic } from '../store/store';
import { trackRedirected, trackSubmitted } from './trackSlice';
import { trackOrderUrl } from './trackUrl';

/** trackSubmitted → the browser goes to the checkout host's tracking page. */
export const trackEpic: AppEpic = (action$, _state$, { redirect, config }) =>
  action$.pipe(
    filter(trackSubmitted.match),
    map(({ payload }) => trackOrderUrl(payload.orderNumber, config().hosts.checkout)),
    tap((url) => redirect(url)),
    map((url) => trackRedirected({ url })),
  );

import { bus, type BusEventMap } from '@store/shared';
import { combineEpics, filter, map, mergeMap, timer } from '@store/shared/rx';
import { toastAdded, toastRemoved } from './toastSlice';
import type { ShellEpic } from '../app/shellStore';

type ToastRequest = BusEventMap['toast:show']['payload'];

/**
 * A toast request with text to show. Bundles of other deploys send it and nothing checks the
 * payload on the way in, so it is taken as it may really come.
 */
const isToastRequest = (p: { message?: unknown } | null | undefined): p is ToastRequest =>
  !!p && typeof p.message === 'string' && p.message.length > 0;

/** `toast:show` from any bundle → a toast in the shell's store. */
export const busToastEpic: ShellEpic = () =>
  bus.on('toast:show').pipe(
    filter(isToastRequest),
    map((p) => toastAdded({ type: p.type, message: p.message, options: p.options })),
  );

/** Each toast removes itself after its duration. */
export const autoRemoveToastEpic: ShellEpic = (action$) =>
  action$.pipe(
    filter(toastAdded.match),
    mergeMap((a) => timer(a.payload.duration).pipe(map(() => toastRemoved(a.payload.id)))),
  );

export const toastEpics = combineEpics(busToastEpic, autoRemoveToastEpic);

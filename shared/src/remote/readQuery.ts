import { isApiError } from '../api/errors';

/** A failed read as RTK Query keeps it: serializable, with the API's error codes. */
export interface ReadError {
  message: string;
  /** HTTP status when the API answered; null for network failures and bad answers. */
  status: number | null;
  /** The `errors[].code` values of an API answer (e.g. 'store', 'product'). */
  codes: string[];
}

export function toReadError(e: unknown): ReadError {
  if (isApiError(e))
    return { message: e.message, status: e.status, codes: e.errors.map((x) => x.code) };
  return { message: e instanceof Error ? e.message : String(e), status: null, codes: [] };
}

/**
 * A call as an RTK Query `queryFn` answer (`fakeBaseQuery`): the calls in `@store/shared` already
 * retry and parse, so endpoints wrap them instead of describing URLs twice.
 */
export async function readQuery<T>(
  call: () => Promise<T>,
): Promise<{ data: T } | { error: ReadError }> {
  try {
    return { data: await call() };
  } catch (e) {
    return { error: toReadError(e) };
  }
}

/**
 * RTK Query `queryFn`s of a bundle whose store was made with `Deps` (createRemoteStore hands its
 * deps to every queryFn as `extra`): `readWith<AppDeps>()((arg, deps) => deps.api.getX(arg))`. The
 * one place RTK Query's `extra: unknown` is read as the deps, so bundles never cast it; tests fake a
 * read by passing other deps to the store, the same way they fake a flow's calls.
 */
export function readWith<Deps>() {
  return <Arg, T>(read: (arg: Arg, deps: Deps) => Promise<T>) =>
    (arg: Arg, api: { extra: unknown }) =>
      // createRemoteStore is the only thing setting `extra`, and it sets the store's `Deps`.
      readQuery(() => read(arg, api.extra as Deps));
}

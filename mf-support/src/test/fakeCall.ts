import type { AppDeps } from '../store/deps';

type Api = AppDeps['api'];

/** A stand-in for one API call, typed as the call; the test sets its answers. */
type FakeCall<K extends keyof Api> = jest.Mock<ReturnType<Api[K]>, Parameters<Api[K]>>;

export function fakeCall<K extends keyof Api>(): FakeCall<K> {
  return jest.fn();
}

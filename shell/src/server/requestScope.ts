import { AsyncLocalStorage } from 'node:async_hooks';
import { installRequestScopeProvider, type RequestScope } from '@store/shared';

/**
 * One request's state on a render worker, kept by AsyncLocalStorage: each render runs inside its
 * own scope, so renders interleaved on one worker never see each other's values.
 */
const als = new AsyncLocalStorage<RequestScope>();
installRequestScopeProvider({ current: () => als.getStore() });

/**
 * What every copy of @store/shared keeps on globalThis for the whole page in a browser (the bus,
 * the runtime config and session credentials), read and written per request here: whichever
 * version of shared a remote was built with reaches its request's value through the same key.
 */
const PAGE_GLOBALS = [Symbol.for('@store/bus/v1'), Symbol.for('@store/runtime-config/v1')];
for (const key of PAGE_GLOBALS) {
  Object.defineProperty(globalThis, key, {
    configurable: true,
    get: () => als.getStore()?.slots.get(key),
    set: (value: unknown) => {
      als.getStore()?.slots.set(key, value);
    },
  });
}

/** Runs `work` as one request: its own scope from the first line to the last await. */
export function inRequestScope<T>(work: () => Promise<T>): Promise<T> {
  return als.run({ slots: new Map() }, work);
}

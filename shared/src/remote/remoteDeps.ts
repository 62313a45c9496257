/**
 * Each remote store's dependencies (AppDeps), found from the store a view is rendered under, so
 * views read config and calls the way epics do: what a test or a server render passes in is what
 * the view sees, with no second way to reach the runtime config. Weak: a request's store and its
 * deps are collected together.
 */
const depsByStore = new WeakMap<object, unknown>();

export function registerRemoteDeps(store: object, deps: unknown): void {
  depsByStore.set(store, deps);
}

export function remoteDepsOf(store: object): unknown {
  if (!depsByStore.has(store))
    throw new Error('remoteDepsOf: a store made without createRemoteStore');
  return depsByStore.get(store);
}

/**
 * Each Playwright worker has a store of its own (global-setup.ts): its own block of ports, deploy
 * folder (remotes.json) and database, so a spec that repoints its deploy or changes its catalogue
 * never reaches another worker's tests. A worker's block starts PORTS_PER_WORKER above the last.
 */
export const BASE_PORT = Number(process.env.E2E_PORT || 8181);
const PORTS_PER_WORKER = 100;

/** This process's worker (0 in the runner's own process, which lists the tests). */
export const WORKER = Number(process.env.TEST_PARALLEL_INDEX ?? 0);

/** The ports of worker `index`: its store, its "CDN" origin, and the ones its specs start. */
export function portsOf(index: number) {
  const store = BASE_PORT + index * PORTS_PER_WORKER;
  return {
    store,
    cdn: store + 1,
    /** The version-skew spec's second store server (the newer shell). */
    next: store + 2,
    /** The worker's store's API (its own process, behind a latency proxy: storeProcesses.ts). */
    api: store + 3,
    /** The version-skew spec's second store's API. */
    nextApi: store + 4,
    /** The `n`th store a spec starts for itself (liveStore.ts), n < 40, and its API. */
    live: (n: number) => store + 10 + n,
    liveApi: (n: number) => store + 50 + n,
  };
}

const ports = portsOf(WORKER);
export const STORE_PORT = ports.store;
export const CDN_PORT = ports.cdn;
export const NEXT_PORT = ports.next;
export const NEXT_API_PORT = ports.nextApi;
export const livePort = ports.live;
export const STORE_URL = `http://localhost:${STORE_PORT}`;
export const CDN_URL = `http://localhost:${CDN_PORT}`;

/**
 * The e2e store server's access-code limit (ACCESS_CODE_MAX_FAILURES / _WINDOW_SECONDS). The window
 * holds the spec's five tries with room on a cold, loaded machine (1.5 s a try was seen: with 6 s
 * the window ran out before the fifth), and is short enough to wait out.
 */
export const ACCESS_CODE_LIMIT = { maxFailures: 3, windowSeconds: 15 };

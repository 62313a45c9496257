import { isPlainObject } from '../schemas';
import { currentRequestScope } from './requestScope';

/** The page's server-rendered state block: `<script id="store-ssr" type="application/json">`. */
export const SSR_STATE_ID = 'store-ssr';

/** What each bundle's store gives the server render: how to wait for its reads, what to hand on. */
export interface SsrStoreHooks {
  /** Waits for the reads in flight; resolves to how many there were (0: nothing more to wait for). */
  settle(): Promise<number>;
  /** The state the browser's store starts from (JSON-safe). */
  dehydrate(): unknown;
}

const HOOKS = Symbol.for('@store/ssr-stores/v1');

/** Server: a bundle's store takes part in the render of this request. */
export function registerSsrStore(container: string, hooks: SsrStoreHooks): void {
  const slots = currentRequestScope()?.slots;
  if (!slots) return;
  const all = (slots.get(HOOKS) as Map<string, SsrStoreHooks> | undefined) ?? new Map();
  all.set(container, hooks);
  slots.set(HOOKS, all);
}

/** Server (render host): the stores taking part in this request's render. */
export function ssrStores(): ReadonlyMap<string, SsrStoreHooks> {
  return (
    (currentRequestScope()?.slots.get(HOOKS) as Map<string, SsrStoreHooks> | undefined) ?? new Map()
  );
}

/**
 * What the server put in `<main>`: the owning remote's page (`render`), or only the frame around a
 * place kept for it (`frame`: cart, checkout, a remote without a server build), which the browser
 * fills once the page has hydrated.
 */
export type SsrMain = 'render' | 'frame';

/** The page's block as parsed, once; `remotes` by container name. */
interface PageSsrState {
  remotes: Record<string, unknown>;
  main: SsrMain;
}

const MAIN = Symbol.for('@store/ssr-main/v1');

/** Server: what this request's `<main>` holds. */
export function setSsrMain(main: SsrMain): void {
  currentRequestScope()?.slots.set(MAIN, main);
}

/**
 * Whether `<main>` was left as a frame by the server: the server render and the browser's
 * hydration of that page both keep the placeholder; the browser then mounts the remote.
 */
export function ssrMainIsFrame(): boolean {
  const scope = currentRequestScope();
  if (scope) return scope.slots.get(MAIN) === 'frame';
  return readPageState()?.main === 'frame';
}

let pageState: PageSsrState | null | undefined;

function readPageState(): PageSsrState | null {
  if (pageState !== undefined) return pageState;
  pageState = null;
  if (typeof document === 'undefined') return pageState;
  const raw = document.getElementById(SSR_STATE_ID)?.textContent;
  if (!raw) return pageState;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (isPlainObject(parsed) && isPlainObject(parsed.remotes))
      pageState = {
        remotes: { ...parsed.remotes },
        main: parsed.main === 'frame' ? 'frame' : 'render',
      };
  } catch {
    // A malformed block is no block: the bundle reads as it would without one.
  }
  return pageState;
}

/**
 * Browser: the state the server rendered a bundle's part of this page with, once (a store created
 * later, after a navigation, starts empty as before). Undefined when the page was not rendered on
 * the server or the block is missing or malformed.
 */
export function takeSsrState(container: string): unknown {
  const state = readPageState();
  if (!state || !(container in state.remotes)) return undefined;
  const value = state.remotes[container];
  delete state.remotes[container];
  return value;
}

/** Tests: forget the parsed block. */
export function resetSsrStateForTests(): void {
  pageState = undefined;
}

import { AUTOCOMPLETE_LIMIT, loadOnce, type ProductTile } from '@store/shared';
import type { FuseOptionKey, IFuseOptions } from 'fuse.js';
import type { FuseWorker } from 'fuse.js/worker';
import { createProductSearch, loadFuse, searchProducts, SEARCH_OPTIONS } from './productSearch';

/** A term's suggestions, best first (SPEC §5 matching), at most AUTOCOMPLETE_LIMIT. */
export type SuggestionSearch = (term: string) => Promise<ProductTile[]>;

export interface SuggestionSearcher {
  search: SuggestionSearch;
  /** Ends the workers (the index was replaced, or the box is gone). */
  close(): void;
}

/** More workers than this only add start-up cost on a phone for a few thousand products. */
const MAX_WORKERS = 4;

/** Fuse.js's own sharding client; webpack emits the worker script it names beside this bundle. */
const loadFuseWorker = loadOnce(() =>
  import(/* webpackChunkName: "fuse-worker" */ 'fuse.js/worker').then((m) => m.FuseWorker),
);

/** Fetches Fuse.js's worker client ahead of the index (a failure is retried when it is wanted). */
export function warmSuggestionSearch(): void {
  if (typeof Worker !== 'undefined') loadFuseWorker().catch(() => undefined);
}

/**
 * One search at a time, and only the latest term once it is free: a term typed while another is
 * searched is dropped (rejected) when a later one comes, so searches never queue up behind a fast
 * typist. Its caller, the box, only shows the latest term's answer anyway.
 */
export function latestOnly(search: SuggestionSearch): SuggestionSearch {
  let last: Promise<unknown> | null = null;
  let latest = 0;
  return (term) => {
    const ticket = ++latest;
    const start = () =>
      ticket === latest ? search(term) : Promise.reject(new Error(`superseded: ${term}`));
    const run = last ? last.then(start, start) : start();
    const settled = run.then(
      () => undefined,
      () => undefined,
    );
    last = settled;
    void settled.then(() => {
      if (last === settled) last = null;
    });
    return run;
  };
}

/** The top-level field a key reads: `collections` for `collections.name` (or its path form). */
function fieldOf(key: FuseOptionKey<ProductTile>): string {
  const name = typeof key === 'string' || Array.isArray(key) ? key : key.name;
  return Array.isArray(name) ? name[0]! : name.split('.')[0]!;
}

const SEARCHED_FIELDS = [...new Set((SEARCH_OPTIONS.keys ?? []).map(fieldOf))];

/**
 * Only what the keys search goes to the workers: the results are the same (Fuse scores a record
 * by its keys' values alone, and ties go by position, which is kept), and a quarter of the bytes
 * are copied.
 */
export function searchedFieldsOf(products: ProductTile[]): Partial<ProductTile>[] {
  return products.map((p) => {
    const slim: Record<string, unknown> = {};
    for (const field of SEARCHED_FIELDS)
      slim[field] = (p as unknown as Record<string, unknown>)[field];
    return slim as Partial<ProductTile>;
  });
}

/** A worker per core but one, which the page keeps for rendering the keystrokes. */
function workersWanted(): number {
  return Math.max(1, Math.min((navigator.hardwareConcurrency || 2) - 1, MAX_WORKERS));
}

/** The same search on this thread: where workers cannot run (no Worker, a remote on another origin). */
async function onThisThread(products: ProductTile[]): Promise<SuggestionSearcher> {
  const fuse = createProductSearch(products, await loadFuse());
  return {
    search: (term) => Promise.resolve(searchProducts(fuse, term).slice(0, AUTOCOMPLETE_LIMIT)),
    close: () => undefined,
  };
}

/**
 * The workers, started and holding their shards of the index; null where they cannot run (no
 * Worker, a remote served from another origin, a worker script that does not load).
 */
async function startWorkers(
  products: ProductTile[],
): Promise<FuseWorker<Partial<ProductTile>> | null> {
  if (typeof Worker === 'undefined') return null;
  let workers: FuseWorker<Partial<ProductTile>> | undefined;
  try {
    const FuseWorkerClass = await loadFuseWorker();
    workers = new FuseWorkerClass(
      searchedFieldsOf(products),
      SEARCH_OPTIONS as IFuseOptions<Partial<ProductTile>>,
      { numWorkers: workersWanted() },
    );
    // FuseWorker starts its workers on the first search: an empty term does it now, before the
    // first keystroke, and fails here if they cannot start.
    await workers.search('', { limit: 1 });
    return workers;
  } catch {
    workers?.terminate();
    return null;
  }
}

/**
 * The suggestions' search over the store's products. Fuse.js runs in Web Workers (its own
 * FuseWorker, which shards the index and merges by score, then position, as one Fuse does), so a
 * keystroke never waits on a search of thousands of products. Where workers cannot run, or one
 * fails, the search runs on this thread for the rest of the index's life: slower, never missing.
 */
export async function createSuggestionSearcher(
  products: ProductTile[],
): Promise<SuggestionSearcher> {
  const workers = await startWorkers(products);
  if (!workers) return onThisThread(products);
  let fallback: Promise<SuggestionSearcher> | null = null;
  return {
    search: latestOnly(async (term) => {
      if (!fallback) {
        try {
          const found = await workers.search(term.trim(), { limit: AUTOCOMPLETE_LIMIT });
          return found.map((r) => products[r.refIndex]!);
        } catch {
          workers.terminate();
          const here = onThisThread(products);
          // Fuse.js not fetched either: the next term tries again.
          here.catch(() => (fallback = null));
          fallback = here;
        }
      }
      return (await fallback).search(term);
    }),
    close: () => workers.terminate(),
  };
}

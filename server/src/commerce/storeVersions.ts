/**
 * What the store server knows of each store's catalog: the version the API last reported for it
 * (X-Catalog-Version on its answers, a store's facts, a change event) and a count of the purges
 * this server made of it. Together they are the version its kept pages, renders and heads are
 * kept on (`of`): it moves when the API reports another catalog version or when a change event
 * purged the store, so nothing written from older answers is served again. A backend that
 * reports no version keeps only the purge count: its reads then age out by their own max-age.
 */
export class StoreVersions {
  private readonly known = new Map<string, { version: string | null; purges: number }>();
  /** Purges of every store at once (an event naming no store). */
  private everyStore = 0;

  constructor(
    /** Called when a store's reported version moves: its older answers are to be dropped. */
    private readonly onMoved: (store: string, version: string) => void,
    private readonly maxStores = 10_000,
  ) {}

  /** The version a store's kept pages are kept on now. */
  of(store: string): string {
    const k = this.known.get(store);
    return `${k?.version ?? '-'}~${k?.purges ?? 0}~${this.everyStore}`;
  }

  /** The catalog version last reported for a store (null: none yet, or the API keeps none). */
  reported(store: string): string | null {
    return this.known.get(store)?.version ?? null;
  }

  /**
   * An answer about `store` was read at `version`: a different one than known moves it. Numbers
   * only move forward: of two API processes one may report the version a moment after the other,
   * and its older number must not make this server drop what it just read at the newer one.
   */
  seen(store: string, version: string | null): void {
    if (version === null) return;
    const k = this.entry(store);
    if (k.version === version || olderNumber(version, k.version)) return;
    const first = k.version === null;
    k.version = version;
    if (!first) this.onMoved(store, version);
  }

  /** A change event purged `store` (null: every store). */
  purged(store: string | null): void {
    if (store === null) this.everyStore++;
    else this.entry(store).purges++;
  }

  private entry(store: string) {
    let k = this.known.get(store);
    if (!k) {
      // Host names are the client's to choose: a bound, oldest forgotten first.
      if (this.known.size >= this.maxStores) {
        const oldest = this.known.keys().next().value;
        if (oldest !== undefined) this.known.delete(oldest);
      }
      k = { version: null, purges: 0 };
      this.known.set(store, k);
    }
    return k;
  }
}

/** Both versions are numbers and `a` is the lower one. */
function olderNumber(a: string, b: string | null): boolean {
  if (b === null) return false;
  const x = Number(a);
  const y = Number(b);
  return Number.isFinite(x) && Number.isFinite(y) && x < y;
}

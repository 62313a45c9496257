import type { ProductTile } from '@store/shared';
import Fuse, { type FuseSearchOptions, type IFuseOptions } from 'fuse.js';
import { makeTile } from '../test/fixtures';
import { SEARCH_OPTIONS } from './productSearch';
import { createSuggestionSearcher, latestOnly, searchedFieldsOf } from './suggestionSearch';

// fuse.js/worker needs Web Workers, which jsdom has not: at its load boundary it is replaced by a
// FuseWorker that runs Fuse.js itself on the documents it is handed, so what these tests check is
// what this module sends to it and makes of its answers.
const workers = {
  startFails: false,
  searchFails: false,
  created: [] as { docs: unknown[]; options: IFuseOptions<unknown>; numWorkers?: number }[],
  terminated: 0,
};
jest.mock('fuse.js/worker', () => ({
  FuseWorker: class {
    private readonly fuse: Fuse<unknown>;
    constructor(docs: unknown[], options: IFuseOptions<unknown>, o: { numWorkers?: number }) {
      workers.created.push({ docs, options, numWorkers: o.numWorkers });
      this.fuse = new Fuse(docs, options);
    }
    search(term: string, o?: FuseSearchOptions) {
      if (term === '' ? workers.startFails : workers.searchFails)
        return Promise.reject(new Error('worker failed'));
      return Promise.resolve(this.fuse.search(term, o));
    }
    terminate() {
      workers.terminated++;
    }
  },
}));

const names = ['Tidal Wave Hoodie', 'Tidal Tee', 'Harbor Hoodie', 'Tide Pool Mug', 'Tidy Tote'];
const products: ProductTile[] = Array.from({ length: 40 }, (_, i) =>
  makeTile({ id: `p${i}`, title: `${names[i % names.length]!} ${i}` }),
);
/** One Fuse.js over the whole tiles, on this thread: what the suggestions must equal. */
const expected = (term: string) =>
  new Fuse(products, SEARCH_OPTIONS)
    .search(term)
    .slice(0, 5)
    .map((r) => r.item.id);
const ids = (tiles: ProductTile[]) => tiles.map((t) => t.id);

const realWorker = (globalThis as { Worker?: unknown }).Worker;
beforeEach(() => {
  Object.assign(workers, { startFails: false, searchFails: false, created: [], terminated: 0 });
  // The platform check only: no worker is started by the replaced FuseWorker.
  (globalThis as { Worker?: unknown }).Worker = class {};
});
afterAll(() => {
  (globalThis as { Worker?: unknown }).Worker = realWorker;
});

describe('suggestion search', () => {
  it('hands the workers only the fields the SPEC keys search', () => {
    const [slim] = searchedFieldsOf(products.slice(0, 1));
    expect(Object.keys(slim!).sort()).toEqual(
      ['collections', 'name', 'productGroupName', 'productName', 'url'].sort(),
    );
    expect(slim!.collections).toEqual(products[0]!.collections);
  });

  it('answers as one Fuse.js over the whole tiles: the same 5, in the same order', async () => {
    const searcher = await createSuggestionSearcher(products);
    expect(workers.created).toHaveLength(1);
    expect(workers.created[0]!.docs).toEqual(searchedFieldsOf(products));
    expect(workers.created[0]!.options).toBe(SEARCH_OPTIONS);
    expect(workers.created[0]!.numWorkers).toBeGreaterThanOrEqual(1);
    for (const term of ['tidal', 'hoodie', 'tide pool', 'tote']) {
      const found = await searcher.search(term);
      expect(found.length).toBeGreaterThan(0);
      expect(ids(found)).toEqual(expected(term));
      // The tiles themselves, not the workers' copies.
      expect(found[0]).toBe(products.find((p) => p.id === found[0]!.id));
    }
    searcher.close();
    expect(workers.terminated).toBe(1);
  });

  it('searches on this thread when workers cannot start, with the same answers', async () => {
    workers.startFails = true;
    const searcher = await createSuggestionSearcher(products);
    expect(workers.terminated).toBe(1);
    expect(ids(await searcher.search('hoodie'))).toEqual(expected('hoodie'));
  });

  it('searches on this thread where there is no Worker at all', async () => {
    delete (globalThis as { Worker?: unknown }).Worker;
    const searcher = await createSuggestionSearcher(products);
    expect(workers.created).toHaveLength(0);
    expect(ids(await searcher.search('tidal'))).toEqual(expected('tidal'));
  });

  it('moves to this thread for good when a worker fails mid-way; no term is lost', async () => {
    const searcher = await createSuggestionSearcher(products);
    workers.searchFails = true;
    expect(ids(await searcher.search('tidal'))).toEqual(expected('tidal'));
    expect(workers.terminated).toBe(1);
    workers.searchFails = false;
    expect(ids(await searcher.search('harbor'))).toEqual(expected('harbor'));
  });
});

describe('latestOnly', () => {
  it('runs one search at a time and, when free, only the latest term', async () => {
    const asked: string[] = [];
    let finish: () => void = () => undefined;
    const search = latestOnly((term) => {
      asked.push(term);
      return term === 'tid'
        ? new Promise<ProductTile[]>((resolve) => (finish = () => resolve([])))
        : Promise.resolve([]);
    });
    const first = search('tid');
    const second = search('tida');
    const third = search('tidal');
    await Promise.resolve();
    expect(asked).toEqual(['tid']);
    finish();
    await expect(first).resolves.toEqual([]);
    await expect(second).rejects.toThrow('superseded: tida');
    await expect(third).resolves.toEqual([]);
    expect(asked).toEqual(['tid', 'tidal']);
  });
});

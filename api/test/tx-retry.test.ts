import { DatabaseUnavailableError, txRetriedOnce } from '../src/db/unavailable';

/** A database whose transactions fail as told, in turn, then succeed. */
function flaky(...failures: unknown[]) {
  let runs = 0;
  return {
    get runs() {
      return runs;
    },
    tx: async <T>(fn: (t: string) => Promise<T>): Promise<T> => {
      const failure = failures[runs++];
      if (failure) throw failure;
      return fn('t');
    },
  };
}

describe('a transaction that lost a race for a lock', () => {
  test.each(['conflict', 'timeout'] as const)('is run once more after a %s', async (reason) => {
    const db = flaky(new DatabaseUnavailableError('lost', reason));
    await expect(txRetriedOnce(db, async (t) => `ran in ${t}`)).resolves.toBe('ran in t');
    expect(db.runs).toBe(2);
  });

  test('only once: a second loss is answered as it is (503)', async () => {
    const second = new DatabaseUnavailableError('again', 'timeout');
    const db = flaky(new DatabaseUnavailableError('lost', 'conflict'), second);
    await expect(txRetriedOnce(db, async () => 'never')).rejects.toBe(second);
    expect(db.runs).toBe(2);
  });

  test.each([
    ['a database that is down', new DatabaseUnavailableError('down', 'connection')],
    ['a busy pool', new DatabaseUnavailableError('busy', 'busy')],
    ['an error of the work itself', new Error('bad input')],
  ])('is not run again for %s', async (_name, error) => {
    const db = flaky(error);
    await expect(txRetriedOnce(db, async () => 'never')).rejects.toBe(error);
    expect(db.runs).toBe(1);
  });
});

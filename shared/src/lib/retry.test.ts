import { retry, sleep } from './retry';

const noWait = { retries: 2, delayMs: () => 0 };

describe('retry', () => {
  it('answers with the first attempt that succeeds, passing each its number', async () => {
    const run = jest
      .fn<Promise<string>, [number]>()
      .mockRejectedValueOnce(new Error('one'))
      .mockResolvedValueOnce('two');
    await expect(retry(run, noWait)).resolves.toBe('two');
    expect(run.mock.calls).toEqual([[0], [1]]);
  });

  it('fails with the last failure once the retries are spent', async () => {
    let n = 0;
    const run = () => Promise.reject(new Error(`failure ${n++}`));
    await expect(retry(run, noWait)).rejects.toThrow('failure 2');
    expect(n).toBe(3);
  });

  it('stops at once on a failure shouldRetry refuses', async () => {
    const run = jest.fn().mockRejectedValue(new Error('final'));
    await expect(retry(run, { ...noWait, shouldRetry: () => false })).rejects.toThrow('final');
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('waits delayMs(n) before retry n, and none before the first attempt', async () => {
    jest.useFakeTimers();
    try {
      const run = jest.fn().mockRejectedValue(new Error('down'));
      const done = retry(run, { retries: 2, delayMs: (n) => 300 * 2 ** (n - 1) }).catch(
        (e: unknown) => e,
      );
      await jest.advanceTimersByTimeAsync(0);
      expect(run).toHaveBeenCalledTimes(1);
      await jest.advanceTimersByTimeAsync(299);
      expect(run).toHaveBeenCalledTimes(1);
      await jest.advanceTimersByTimeAsync(1);
      expect(run).toHaveBeenCalledTimes(2);
      await jest.advanceTimersByTimeAsync(600);
      expect(run).toHaveBeenCalledTimes(3);
      await expect(done).resolves.toEqual(new Error('down'));
    } finally {
      jest.useRealTimers();
    }
  });

  it('from firstAttempt 1, only makes the retries, waiting before each', async () => {
    const delayMs = jest.fn(() => 0);
    const run = jest.fn().mockRejectedValue(new Error('down'));
    await expect(retry(run, { retries: 2, delayMs, firstAttempt: 1 })).rejects.toThrow('down');
    expect(run.mock.calls).toEqual([[1], [2]]);
    expect(delayMs.mock.calls).toEqual([[1], [2]]);
  });

  it('fails with the abort reason when aborted during a wait, without another attempt', async () => {
    const controller = new AbortController();
    const run = jest.fn().mockRejectedValue(new Error('down'));
    const done = retry(run, { retries: 2, delayMs: () => 60_000, signal: controller.signal });
    await Promise.resolve();
    controller.abort(new Error('left the page'));
    await expect(done).rejects.toThrow('left the page');
    expect(run).toHaveBeenCalledTimes(1);
  });
});

describe('sleep', () => {
  it('fails at once for a signal already aborted', async () => {
    const controller = new AbortController();
    controller.abort(new Error('gone'));
    await expect(sleep(60_000, controller.signal)).rejects.toThrow('gone');
  });
});

/**
 * Runs CPU-bound sections (serialising a page) one at a time, each in an event-loop turn of its
 * own. Requests whose queries are answered in the same poll would otherwise run their sections
 * back to back in one turn, and every other request — a cached page, a probe — would wait behind
 * all of them (the bench's event-loop delay). A section queued during a turn starts in the next.
 */
export function createCpuTurns(): <T>(work: () => T) => Promise<T> {
  let tail: Promise<unknown> = Promise.resolve();
  return <T>(work: () => T): Promise<T> => {
    const run = tail.then(() => new Promise<void>((resolve) => setImmediate(resolve))).then(work);
    tail = run.catch(() => undefined);
    return run;
  };
}

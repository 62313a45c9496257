import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';

// A render thread gives way to the main thread (render/backgroundThread.cjs): on Linux its own
// niceness goes up, the process's (the main thread's, which answers kept pages) stays.

const MODULE = path.join(__dirname, '..', 'src', 'render', 'backgroundThread.cjs');
const { RENDER_THREAD_NICE } = require(MODULE) as { RENDER_THREAD_NICE: number };

/** The nice value of thread `tid` of this process, from /proc (field 19 of its stat line). */
function niceOf(tid: string): number {
  const stat = fs.readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
  // The command name (field 2) is in brackets and may hold spaces: count from after it.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return Number(fields[16]);
}

test('a render thread lowers its own priority (Linux), the main thread keeps its own', async () => {
  const before = os.getPriority();
  const worker = new Worker(
    `const { parentPort } = require('node:worker_threads');
       const lowered = require(${JSON.stringify(MODULE)}).lowerThisThreadsPriority();
       const tid = require('node:fs').readlinkSync('/proc/thread-self').split('/').pop();
       parentPort.postMessage({ lowered, tid });
       setTimeout(() => {}, 60000);`,
    { eval: true },
  );
  try {
    const { lowered, tid } = await new Promise<{ lowered: boolean; tid: string }>(
      (resolve, reject) => {
        worker.once('message', resolve);
        worker.once('error', reject);
      },
    );
    expect(lowered).toBe(true);
    expect(niceOf(tid)).toBe(RENDER_THREAD_NICE);
    expect(os.getPriority()).toBe(before);
  } finally {
    await worker.terminate();
  }
});

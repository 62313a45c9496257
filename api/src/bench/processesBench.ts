import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loopDelayOf, startApi, startProxy, type Child } from './children';

export interface ScaleFigures {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  bad: number;
  /** Event-loop delay p99 (ms) of each API process during the run. */
  loopP99: number[];
}

type Measure = (
  name: string,
  url: string,
  connections: number,
) => Promise<{ rps: number; p50: number; p99: number; bad: number }>;

/**
 * Cold product pages (page cache off) from API processes on one PostgreSQL database, behind a
 * round-robin TCP proxy as behind a load balancer: one process, then `count`. Each process
 * reports its event-loop delay, so a loop held by the database shows.
 */
export async function benchProcesses(
  pgUrl: string,
  path0: string,
  measure: Measure,
  count = 3,
  connections = 50,
): Promise<ScaleFigures[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-bench-processes-'));
  const results: ScaleFigures[] = [];
  try {
    for (const n of [1, count]) {
      const apis: Child[] = [];
      const ports: number[] = [];
      let proxy: (Child & { port: number }) | undefined;
      try {
        for (let i = 0; i < n; i++) {
          const port = 4700 + i;
          // One after another: the first to start migrates and seeds, the others find it done.
          apis.push(
            await startApi(
              {
                PORT: String(port),
                HOST: '127.0.0.1',
                DATABASE_URL: pgUrl,
                DB_PATH: path.join(dir, 'store.db'),
                PAGE_CACHE_ENTRIES: '0',
                FRONTEND_ROOT: '',
              },
              `http://127.0.0.1:${port}${path0}`,
            ),
          );
          ports.push(port);
        }
        proxy = await startProxy(
          0,
          ports.map((p) => `127.0.0.1:${p}`),
        );
        const url = `http://127.0.0.1:${proxy.port}${path0}`;
        for (let i = 0; i < 30; i++) await (await fetch(url)).text();
        for (const api of apis) api.process.send('reset');
        const f = await measure(`cold page, ${n} process${n > 1 ? 'es' : ''}`, url, connections);
        const loopP99: number[] = [];
        for (const api of apis) loopP99.push((await loopDelayOf(api.process)).p99);
        results.push({
          name: `cold page, PostgreSQL, ${n} process${n > 1 ? 'es' : ''}`,
          ...f,
          loopP99,
        });
      } finally {
        await proxy?.stop();
        await Promise.all(apis.map((a) => a.stop()));
      }
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
  return results;
}

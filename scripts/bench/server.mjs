// The production store server (api/dist/main.js) on a throwaway SQLite file, for the bench.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from '../lib.mjs';

/** Starts the store server on `port`; resolves once /config.json answers. */
export async function startStoreServer(port) {
  const dbDir = mkdtempSync(join(tmpdir(), 'store-bench-'));
  const child = spawn(process.execPath, [join(ROOT, 'api', 'dist', 'main.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: 'localhost',
      DB_PATH: join(dbDir, 'store.db'),
      FRONTEND_ROOT: ROOT,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://localhost:${port}`;
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${url}/config.json`)).ok) break;
    } catch {
      /* not up yet */
    }
    if (i > 200) throw new Error('store server did not start');
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    pid: child.pid,
    dbPath: join(dbDir, 'store.db'),
    stop() {
      child.kill();
      rmSync(dbDir, { recursive: true, force: true });
    },
  };
}

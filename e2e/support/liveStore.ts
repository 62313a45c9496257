import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from './paths';
import { E2E_RENDER_ENV } from './serverRender';

export interface LiveStore {
  url: string;
  /** What the server printed (stdout and stderr), line by line. */
  logs: string[];
  stop(): void;
}

/**
 * A second store server (same build, own SQLite file) started with its own environment: provider
 * keys for the specs of live payments, its own remotes.json or render settings for the server
 * render's failure specs. The shared e2e store stays as it is.
 */
export async function startLiveStore(
  port: number,
  env: Record<string, string>,
  /** Returned once `/readyz` says ready (default), or as soon as the process answers. */
  until: 'ready' | 'answering' = 'ready',
): Promise<LiveStore> {
  const dbDir = mkdtempSync(join(tmpdir(), 'store-e2e-live-'));
  const server = spawn(process.execPath, [join(ROOT, 'api', 'dist', 'main.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: 'localhost',
      DB_PATH: join(dbDir, 'store.db'),
      FRONTEND_ROOT: ROOT,
      ...E2E_RENDER_ENV,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const logs: string[] = [];
  for (const stream of [server.stdout, server.stderr])
    stream?.on('data', (chunk: Buffer) => logs.push(...chunk.toString('utf8').split('\n')));
  const url = `http://localhost:${port}`;
  const stop = () => {
    if (server.pid) process.kill(-server.pid, 'SIGTERM');
    rmSync(dbDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 90_000;
  for (;;) {
    try {
      // Ready (ops/probes.ts): its first pages are rendered, as a load balancer would wait for.
      const probe = until === 'ready' ? '/readyz' : '/healthz';
      if ((await fetch(url + probe)).ok) return { url, logs, stop };
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) {
      stop();
      throw new Error(`live store server on ${port} did not start`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
}

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { E2E_RENDER_ENV } from './serverRender';
import { startStorePair } from './storeProcesses';

export interface LiveStore {
  url: string;
  /** What the store server printed (stdout and stderr), line by line. */
  logs: string[];
  stop(): void;
}

/** The API beside a spec's own store server on `livePort(n)` is on `liveApi(n)` (ports.ts). */
const apiPortFor = (port: number) => port + 40;

/**
 * A second store (same builds, own API process and SQLite file) started with its own environment:
 * provider keys for the specs of live payments (each process reads the ones it uses: the API the
 * secret keys, the store server the publishable ones), its own remotes.json or render settings
 * for the server render's failure specs. The shared e2e store stays as it is.
 */
export async function startLiveStore(
  port: number,
  env: Record<string, string>,
  /** Returned once `/readyz` says ready (default), or as soon as the process answers. */
  until: 'ready' | 'answering' = 'ready',
): Promise<LiveStore> {
  const dbDir = mkdtempSync(join(tmpdir(), 'store-e2e-live-'));
  const store = await startStorePair(
    {
      port,
      apiPort: apiPortFor(port),
      dbPath: join(dbDir, 'store.db'),
      serverEnv: { ...E2E_RENDER_ENV, ...env },
      apiEnv: env,
      output: 'keep',
    },
    until,
  ).catch((e: unknown) => {
    rmSync(dbDir, { recursive: true, force: true });
    throw e;
  });
  return {
    url: store.url,
    logs: store.logs,
    stop: () => {
      store.stop();
      rmSync(dbDir, { recursive: true, force: true });
    },
  };
}

// The production store for the bench, on a throwaway SQLite file: the reference API and the store
// server as two processes (as `npm start` runs them), the API optionally behind a proxy holding
// each chunk `latencyMs` each way (api/dist/bench/proxyMain.js), as if across a network.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT, waitUntilUp } from '../lib.mjs';

function node(file, args, env) {
  return spawn(process.execPath, [file, ...args], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
}

/**
 * Starts the store on `port` (the API on `port` + 2); resolves once the store server is ready.
 * `pid` is the store server's (what the soak samples), `apiPid` the API's; `metricsToken` opens
 * its /metrics.
 */
export async function startStoreServer(port, { latencyMs = 0 } = {}) {
  const dbDir = mkdtempSync(join(tmpdir(), 'store-bench-'));
  const secret = randomBytes(24).toString('base64url');
  const apiPort = port + 2;
  const api = node(join(ROOT, 'api', 'dist', 'main.js'), [], {
    PORT: String(apiPort),
    HOST: '127.0.0.1',
    DB_PATH: join(dbDir, 'store.db'),
    STOREFRONT_SECRET: secret,
    TRUST_PROXY: 'loopback',
    LOG_LEVEL: 'warn',
  });
  const children = [api];
  const stop = () => {
    for (const c of children) c.kill();
    rmSync(dbDir, { recursive: true, force: true });
  };
  try {
    await waitUntilUp(`http://127.0.0.1:${apiPort}/readyz`, api);
    let apiUrl = `http://127.0.0.1:${apiPort}`;
    if (latencyMs > 0) {
      const proxy = node(join(ROOT, 'api', 'dist', 'bench', 'proxyMain.js'), [
        String(latencyMs),
        `127.0.0.1:${apiPort}`,
      ]);
      children.push(proxy);
      const proxyPort = await new Promise((resolve) =>
        proxy.stdout.once('data', (chunk) => resolve(Number(String(chunk).trim()))),
      );
      apiUrl = `http://127.0.0.1:${proxyPort}`;
    }
    const url = `http://localhost:${port}`;
    // /metrics for the bench's own reading of the field beacons (bench/fieldInp.mjs).
    const metricsToken = randomBytes(24).toString('base64url');
    const server = node(join(ROOT, 'server', 'dist', 'main.js'), [], {
      METRICS_TOKEN: metricsToken,
      PORT: String(port),
      HOST: 'localhost',
      API_URL: apiUrl,
      STOREFRONT_SECRET: secret,
      SERVER_URL: url,
      FRONTEND_ROOT: ROOT,
      LOG_LEVEL: 'warn',
    });
    children.push(server);
    await waitUntilUp(`${url}/readyz`, server, 120_000);
    return {
      url,
      pid: server.pid,
      apiPid: api.pid,
      dbPath: join(dbDir, 'store.db'),
      metricsToken,
      stop,
    };
  } catch (e) {
    stop();
    throw e;
  }
}

import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from './paths';

/** The key each e2e store's API and store server share (change events, the server's own reads). */
export const E2E_STOREFRONT_SECRET = 'e2e-storefront-secret-0123456789';

/**
 * The latency between every e2e store server and its API, each way: the API runs as a process of
 * its own behind a proxy that holds each chunk this long (api/src/bench/proxyMain.ts), as if it
 * were across a network, so the suite proves the store works as two processes apart.
 */
export const API_LATENCY_MS = 20;

/**
 * The e2e shopper's every request comes from 127.0.0.1, hundreds a minute across a worker's
 * specs: the API's per-client limits (proven by api/test/rate-limits.test.ts) would turn the
 * suite's later checkouts away.
 */
const NO_API_RATE_LIMITS = Object.fromEntries(
  [
    'NEWSLETTER',
    'PREORDER',
    'ORDER_RECOVERY',
    'ORDER_LOOKUP',
    'CHECKOUT',
    'EXPRESS_CHECKOUT',
    'CHECKOUT_UPDATE',
    'PAYMENT',
    'CART',
    'SEARCH',
  ].map((name) => [`RATE_LIMIT_${name}`, 'off']),
);

export interface StorePair {
  /** The store server's origin. */
  url: string;
  /** The API's own origin (behind the latency proxy for the store server). */
  apiUrl: string;
  pids: number[];
  /** What the store server printed (stdout and stderr), line by line. */
  logs: string[];
  stop(): void;
}

export interface StorePairOptions {
  /** The store server's port. */
  port: number;
  /** The API's port (the proxy takes a free one). */
  apiPort: number;
  dbPath: string;
  /** The store server's environment (front end, remotes.json, render settings, keys). */
  serverEnv?: Record<string, string>;
  /** The API's environment (access-code limits, provider keys). */
  apiEnv?: Record<string, string>;
  /** Where the store server's output goes: inherited (the run's log) or kept (`logs`). */
  output?: 'inherit' | 'keep';
}

function spawnNode(
  file: string,
  args: string[],
  env: Record<string, string>,
  keep: string[] | null,
) {
  const child = spawn(process.execPath, [file, ...args], {
    env: { ...process.env, ...env },
    stdio: ['ignore', keep ? 'pipe' : 'inherit', keep ? 'pipe' : 'inherit'],
    detached: true,
  });
  if (keep)
    for (const stream of [child.stdout, child.stderr])
      stream?.on('data', (chunk: Buffer) => keep.push(...chunk.toString('utf8').split('\n')));
  return child;
}

/** The proxy's port, as it prints it once it listens. */
function proxyPort(proxy: ChildProcess): Promise<number> {
  return new Promise((resolve, reject) => {
    proxy.once('exit', (code) => reject(new Error(`the latency proxy exited (${code})`)));
    proxy.stdout?.once('data', (chunk: Buffer) => resolve(Number(String(chunk).trim())));
  });
}

async function waitFor(url: string, ms: number, child: ChildProcess): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`${url}: its process exited (${child.exitCode})`);
    const up = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not come up within ${ms} ms`);
}

/**
 * A store as production runs it: the reference API (its own SQLite file) as one process, a
 * latency proxy in front of it, and the store server as another, pointed at the proxy, with
 * change events between them. Resolves once the store server is ready (its first pages
 * rendered), or as soon as it answers with `until: 'answering'`.
 */
export async function startStorePair(
  o: StorePairOptions,
  until: 'ready' | 'answering' = 'ready',
): Promise<StorePair> {
  const logs: string[] = [];
  const keep = o.output === 'keep' ? logs : null;
  const api = spawnNode(
    join(ROOT, 'api', 'dist', 'main.js'),
    [],
    {
      PORT: String(o.apiPort),
      HOST: '127.0.0.1',
      DB_PATH: o.dbPath,
      STOREFRONT_SECRET: E2E_STOREFRONT_SECRET,
      TRUST_PROXY: 'loopback',
      LOG_LEVEL: 'warn',
      ...NO_API_RATE_LIMITS,
      ...o.apiEnv,
    },
    null,
  );
  const proxy = spawn(
    process.execPath,
    [
      join(ROOT, 'api', 'dist', 'bench', 'proxyMain.js'),
      String(API_LATENCY_MS),
      `127.0.0.1:${o.apiPort}`,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'], detached: true },
  );
  const children: ChildProcess[] = [api, proxy];
  const stop = () => {
    for (const c of children) {
      try {
        if (c.pid) process.kill(-c.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    }
  };
  try {
    const viaProxy = await proxyPort(proxy);
    await waitFor(`http://127.0.0.1:${o.apiPort}/readyz`, 90_000, api);
    const url = `http://localhost:${o.port}`;
    const server = spawnNode(
      join(ROOT, 'server', 'dist', 'main.js'),
      [],
      {
        PORT: String(o.port),
        HOST: 'localhost',
        API_URL: `http://127.0.0.1:${viaProxy}`,
        STOREFRONT_SECRET: E2E_STOREFRONT_SECRET,
        SERVER_URL: url,
        FRONTEND_ROOT: ROOT,
        LOG_LEVEL: 'warn',
        ...o.serverEnv,
      },
      keep,
    );
    children.push(server);
    await waitFor(`${url}${until === 'ready' ? '/readyz' : '/healthz'}`, 120_000, server);
    return {
      url,
      apiUrl: `http://127.0.0.1:${o.apiPort}`,
      pids: children.map((c) => c.pid).filter((p): p is number => p !== undefined),
      logs,
      stop,
    };
  } catch (e) {
    stop();
    throw e;
  }
}

import { execFile, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

// Debian's prometheus package (promtool, prometheus) run by the operator kit's test. Never skipped:
// a machine without it fails with how to get it.

const INSTALL =
  "install Debian's prometheus package (apt-get install prometheus), as .ci/run does: the " +
  'operator kit (ops/prometheus) is checked with promtool and a real Prometheus';

const missing = (tool: string, cause: unknown) =>
  new Error(`${tool} was not found on PATH: ${INSTALL}`, { cause });
const isNotFound = (e: unknown) => (e as NodeJS.ErrnoException | null)?.code === 'ENOENT';

/** `promtool <args>`: its output, or an error that carries it. */
export async function promtool(...args: string[]): Promise<string> {
  try {
    const { stdout, stderr } = await promisify(execFile)('promtool', args, { timeout: 60_000 });
    return stdout + stderr;
  } catch (e) {
    if (isNotFound(e)) throw missing('promtool', e);
    const { stdout = '', stderr = '' } = e as { stdout?: string; stderr?: string };
    throw new Error(`promtool ${args.join(' ')} failed:\n${stdout}${stderr}`, { cause: e });
  }
}

export interface ApiAnswer<T> {
  status: 'success' | 'error';
  data?: T;
  errorType?: string;
  error?: string;
}

export interface RuleState {
  name: string;
  query: string;
  health: string;
  lastError?: string;
  lastEvaluation: string;
}
export interface RuleGroup {
  name: string;
  file: string;
  rules: RuleState[];
  lastEvaluation: string;
}

export interface Prometheus {
  base: string;
  /** GET /api/v1/<path>: the API's answer, whatever its HTTP status. */
  api<T>(path: string): Promise<ApiAnswer<T>>;
  /** What Prometheus logged (for failure messages). */
  log(): string;
  stop(): Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One scrape job: a process (host:port) and the METRICS_TOKEN it answers /metrics with. */
export interface ScrapeJob {
  job: string;
  target: string;
  token: string;
}

/** A free loopback port for Prometheus to listen on. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      srv.close(() => (typeof addr === 'object' && addr ? resolve(addr.port) : reject()));
    });
  });
}

/**
 * A real Prometheus on a free loopback port and a fresh data directory, scraping each job's
 * target every second with its bearer token read from a file (as ops/prometheus/prometheus.yml
 * does), `rules` evaluated every second.
 */
export async function startPrometheus(opts: {
  jobs: ScrapeJob[];
  rules: string;
}): Promise<Prometheus> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-prometheus-'));
  const scrapeConfigs = opts.jobs.map(({ job, target, token }) => {
    const tokenFile = path.join(dir, `${job}-metrics-token`);
    fs.writeFileSync(tokenFile, token, { mode: 0o600 });
    return {
      job_name: job,
      authorization: { type: 'Bearer', credentials_file: tokenFile },
      static_configs: [{ targets: [target] }],
    };
  });
  const config = {
    global: { scrape_interval: '1s', scrape_timeout: '1s', evaluation_interval: '1s' },
    rule_files: [opts.rules],
    scrape_configs: scrapeConfigs,
  };
  // JSON is YAML: no YAML writer needed.
  fs.writeFileSync(path.join(dir, 'prometheus.yml'), JSON.stringify(config, null, 2));
  const port = await freePort();
  const child = spawn(
    'prometheus',
    [
      `--config.file=${path.join(dir, 'prometheus.yml')}`,
      `--storage.tsdb.path=${path.join(dir, 'data')}`,
      `--web.listen-address=127.0.0.1:${port}`,
      '--log.level=warn',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let log = '';
  child.stderr.on('data', (d: Buffer) => (log = (log + d.toString('utf8')).slice(-20_000)));
  const exited = new Promise<void>((resolve) => child.on('close', () => resolve()));
  const failed = new Promise<never>((_resolve, reject) => {
    child.on('error', (e) => reject(isNotFound(e) ? missing('prometheus', e) : e));
    child.on('exit', (code) => reject(new Error(`prometheus exited (${code}):\n${log}`)));
  });
  failed.catch(() => {}); // read by the race below; after the start, exits are stop()'s own

  const base = `http://127.0.0.1:${port}`;
  const stop = async () => {
    const running = child.pid !== undefined && child.exitCode === null && !child.signalCode;
    if (running) {
      child.kill('SIGTERM');
      const killed = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(killed);
    }
    fs.rmSync(dir, { recursive: true, force: true });
  };
  const prom: Prometheus = {
    base,
    async api<T>(p: string) {
      const r = await fetch(`${base}/api/v1/${p}`);
      return (await r.json()) as ApiAnswer<T>;
    },
    log: () => log,
    stop,
  };
  try {
    await Promise.race([failed, waitReady(base)]);
  } catch (e) {
    await stop();
    throw e;
  }
  return prom;
}

async function waitReady(base: string): Promise<void> {
  for (const until = Date.now() + 30_000; Date.now() < until; await sleep(200)) {
    const ready = await fetch(`${base}/-/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return;
  }
  throw new Error(`prometheus at ${base} was not ready within 30 s`);
}

/** Polls `check` until it gives a value (not undefined) or `ms` pass. */
export async function eventually<T>(
  what: string,
  check: () => Promise<T | undefined>,
  ms = 30_000,
): Promise<T> {
  for (const until = Date.now() + ms; Date.now() < until; await sleep(250)) {
    const found = await check();
    if (found !== undefined) return found;
  }
  throw new Error(`timed out after ${ms / 1000} s waiting for ${what}`);
}

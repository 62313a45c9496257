import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, RouteShorthandOptions } from 'fastify';
import type { Db } from '../db';
import { MIGRATIONS_DIR, PG_MIGRATIONS_DIR } from '../db/migrate';
import { DatabaseUnavailableError } from '../db/unavailable';
import { jsonSnapshot } from '../host/fileSnapshot';
import { REMOTES } from '@store/shared/src/routes/remotes';
import { defaultRemotes, ownManifestPath } from '../host/hostOptions';

/** Flipped by the shutdown: readiness answers 503 from then on. */
export interface Readiness {
  shuttingDown: boolean;
  /** The server render's warm-up (host/render/warmPages.ts): 'ok' once the first pages render. */
  pages?: () => string;
}

export interface ProbeOptions {
  db: Db;
  /** FRONTEND_ROOT: when set, readiness also wants the bundles the store server serves. */
  frontendRoot?: string;
  /** REMOTES_FILE: which remotes this server serves from its own disk (default: all four). */
  remotesFile?: string;
  readiness: Readiness;
  /** How long the database may take to answer a probe before it counts as down (default 2 s). */
  databaseTimeoutMs?: number;
  /** Each readiness answer (a probe's or a scrape's), for the metrics: ready or not. */
  onReadiness?: (ready: boolean) => void;
}

/** Readiness as the probe would answer now (the metrics read it at each scrape). */
export type ReadinessCheck = () => Promise<boolean>;

/** What each readiness check found: 'ok', or why not (short, no secrets: the probes are public). */
export type Checks = Record<string, string>;

/**
 * Probe routes for a load balancer or orchestrator. Outside /api, so the access-code check never
 * sees them (a locked store's host is probed like any other); `rateLimit: false` keeps them out
 * of any limit; `logLevel: 'warn'` keeps a probe every few seconds out of the info request log;
 * `no-store` so no cache answers for a process that has gone.
 */
export function installProbes(app: FastifyInstance, opts: ProbeOptions): ReadinessCheck {
  const route: RouteShorthandOptions = { logLevel: 'warn', config: { rateLimit: false } };
  const checkReady = readinessChecks(opts);
  const answer = async () => {
    if (opts.readiness.shuttingDown) {
      opts.onReadiness?.(false);
      return null;
    }
    const found = await checkReady();
    const ok = Object.values(found.checks).every((v) => v === 'ok');
    opts.onReadiness?.(ok);
    return { ...found, ok };
  };

  // Liveness: the process answers. Nothing else is asked, so a slow database never gets a
  // healthy process restarted.
  app.get('/healthz', route, async (_req, reply) => {
    noStore(reply);
    return { status: 'ok' };
  });

  app.get('/readyz', route, async (req, reply) => {
    noStore(reply);
    const found = await answer();
    // Draining: the load balancer must stop sending here at once, whatever else still works.
    if (!found)
      return reply
        .code(503)
        .send({ status: 'unavailable', checks: { shutdown: 'the server is shutting down' } });
    const { checks, error, ok } = found;
    // The request line of a probe is below info (ops/logRequestLine.ts); a failing one is not.
    if (!ok) req.log.warn({ checks, ...(error ? { err: error } : {}) }, 'not ready');
    return reply.code(ok ? 200 : 503).send({ status: ok ? 'ok' : 'unavailable', checks });
  });
  return async () => (await answer())?.ok ?? false;
}

const noStore = (reply: FastifyReply) => void reply.header('cache-control', 'no-store');

/**
 * The checks of /readyz: database, migrations and (with a front end) bundles and, with the server
 * render, pages warm.
 */
function readinessChecks(opts: ProbeOptions) {
  const timeoutMs = opts.databaseTimeoutMs ?? 2000;
  const migrationsDir = opts.db.dialect === 'postgres' ? PG_MIGRATIONS_DIR : MIGRATIONS_DIR;
  const bundles = opts.frontendRoot ? bundleCheck(opts.frontendRoot, opts.remotesFile) : null;

  return async (): Promise<{ checks: Checks; error?: unknown }> => {
    const checks: Checks = {};
    let error: unknown;
    try {
      await withTimeout(opts.db.get('SELECT 1 AS ok'), timeoutMs);
      checks.database = 'ok';
      const rows = await withTimeout(
        opts.db.all<{ name: string }>('SELECT name FROM schema_migrations'),
        timeoutMs,
      );
      checks.migrations = missingMigrations(migrationsDir, rows);
    } catch (e) {
      error = e;
      // Which query failed decides which check is named; the other is not known.
      if (checks.database) checks.migrations = failure(e);
      else {
        checks.database = failure(e);
        checks.migrations = 'not checked: no database';
      }
    }
    if (bundles) checks.bundles = bundles();
    if (opts.readiness.pages) checks.pages = opts.readiness.pages();
    return { checks, error };
  };
}

/** The probe's own timeout (the engines' statement timeouts are DatabaseUnavailableError). */
class NoAnswer extends Error {}

/** A query that outlasts the probe counts as down: a hung database answers 503, not a hang. */
function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new NoAnswer(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/**
 * Why, in a few words: the error's kind or code, never its message (it may name hosts; the probes
 * are public). The whole error goes to the log, at warn.
 */
function failure(e: unknown): string {
  if (e instanceof NoAnswer) return e.message;
  if (e instanceof DatabaseUnavailableError) return `unavailable (${e.reason})`;
  const code = (e as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? `failed (${code})` : 'failed (see the log)';
}

/** 'ok' when every migration file of the engine is in schema_migrations, else which are not. */
function missingMigrations(dir: string, applied: { name: string }[]): string {
  const done = new Set(applied.map((r) => r.name));
  const missing = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.sql') && !done.has(f))
    .sort();
  if (!missing.length) return 'ok';
  return `${missing.length} not applied (${missing.slice(0, 3).join(', ')}${missing.length > 3 ? ', …' : ''})`;
}

interface Manifest {
  metaData?: { remoteEntry?: { name?: unknown; path?: unknown } };
}

/**
 * What the store server needs on disk to serve pages: the shell's page template (without it every
 * page is a 503 "not built") and, for each remote that remotes.json points at this server's own
 * /remotes/<name>/, the built manifest and the entry script it names. Remotes served from
 * elsewhere (a CDN) are not this process's files. Read through stat-checked snapshots: a deploy
 * that replaces a bundle is seen on the next probe.
 */
function bundleCheck(frontendRoot: string, remotesFile: string | undefined) {
  const root = path.resolve(frontendRoot);
  const readRemotes = jsonSnapshot<unknown>();
  const readManifest = jsonSnapshot<Manifest>();
  const isFile = (rel: string) => {
    try {
      return fs.statSync(path.join(root, rel)).isFile();
    } catch {
      return false;
    }
  };

  return (): string => {
    const missing: string[] = [];
    if (!isFile('shell/dist/index.html')) missing.push('shell/dist/index.html');
    // As the server reads it (host/requestStore.ts readRemotes): no file means the defaults.
    const file = remotesFile ? readRemotes(remotesFile) : undefined;
    const remotes = file === undefined ? defaultRemotes() : file;
    if (remotes === null || typeof remotes !== 'object' || Array.isArray(remotes))
      return `missing: ${[...missing, 'a readable remotes.json'].join(', ')}`;
    for (const name of REMOTES) {
      const url: unknown = (remotes as Record<string, unknown>)[name];
      if (url !== ownManifestPath(name)) continue;
      const manifest = readManifest(path.join(root, name, 'dist', 'mf-manifest.json'));
      if (!manifest) {
        missing.push(`${name}/dist/mf-manifest.json`);
        continue;
      }
      const entry = manifest.metaData?.remoteEntry;
      const dir = typeof entry?.path === 'string' && entry.path ? `${entry.path}/` : '';
      const script = typeof entry?.name === 'string' ? entry.name : 'remoteEntry.js';
      if (!isFile(`${name}/dist/${dir}${script}`)) missing.push(`${name}/dist/${dir}${script}`);
    }
    return missing.length ? `missing: ${missing.join(', ')}` : 'ok';
  };
}

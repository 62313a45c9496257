import type { FastifyInstance, FastifyReply, RouteShorthandOptions } from 'fastify';

/** Flipped by the shutdown: readiness answers 503 from then on. */
export interface Readiness {
  shuttingDown: boolean;
}

/** What each readiness check found: 'ok', or why not (short, no secrets: the probes are public). */
export type Checks = Record<string, string>;

/** A server's readiness checks: what each found, and the error behind a failure, for the log. */
export type ReadinessChecks = () => Promise<{ checks: Checks; error?: unknown }>;

/** Readiness as the probe would answer now (the metrics read it at each scrape). */
export type ReadinessCheck = () => Promise<boolean>;

export interface ProbeOptions {
  readiness: Readiness;
  checks: ReadinessChecks;
  /** Each readiness answer (a probe's or a scrape's), for the metrics: ready or not. */
  onReadiness?: (ready: boolean) => void;
}

/**
 * Probe routes for a load balancer or orchestrator: `/healthz` (the process answers) and
 * `/readyz` (every check 'ok', not shutting down). Outside /api, so no store's access check sees
 * them; `rateLimit: false` keeps them out of any limit; `logLevel: 'warn'` keeps a probe every
 * few seconds out of the info request log; `no-store` so no cache answers for a process that has
 * gone.
 */
export function installProbes(app: FastifyInstance, opts: ProbeOptions): ReadinessCheck {
  const route: RouteShorthandOptions = { logLevel: 'warn', config: { rateLimit: false } };
  const answer = async () => {
    if (opts.readiness.shuttingDown) {
      opts.onReadiness?.(false);
      return null;
    }
    const found = await opts.checks();
    const ok = Object.values(found.checks).every((v) => v === 'ok');
    opts.onReadiness?.(ok);
    return { ...found, ok };
  };

  // Liveness: the process answers. Nothing else is asked, so a slow dependency never gets a
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
    // The request line of a probe is below info (logRequestLine.ts); a failing one is not.
    if (!ok) req.log.warn({ checks, ...(error ? { err: error } : {}) }, 'not ready');
    return reply.code(ok ? 200 : 503).send({ status: ok ? 'ok' : 'unavailable', checks });
  });
  return async () => (await answer())?.ok ?? false;
}

const noStore = (reply: FastifyReply) => void reply.header('cache-control', 'no-store');

/** A probe's own timeout: a dependency that outlasts it counts as down. */
export class NoAnswer extends Error {}

/** `work`, or a NoAnswer rejection after `ms`: a hung dependency answers 503, not a hang. */
export function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new NoAnswer(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

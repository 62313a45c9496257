import type { FastifyInstance } from 'fastify';
import type { Db } from '../db';

/** Flipped by the shutdown: readiness answers 503 from then on. */
export interface Readiness {
  shuttingDown: boolean;
}

/** STUB (helper: probes). GET /healthz and /readyz. */
export function installProbes(
  _app: FastifyInstance,
  _opts: { db: Db; frontendRoot?: string; readiness: Readiness },
): void {}

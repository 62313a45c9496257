import type { FastifyInstance } from 'fastify';
import { REMOTES } from '@store/shared/src/routes/remotes';
import type { StoreMetrics } from './metrics';
import { scrubPersonal } from '@store/shared/node/logRedaction';
import type { RateLimits } from './rateLimits';
import { acceptBeaconBodies, beaconRoute } from './beaconRoute';
import { vitalsBeaconRoute } from './vitalsBeacon';

/** Where the shell sends its batches (shell/src/boot/errorReporting.ts). */
const BEACON_PATH = '/api/telemetry/errors';
export const MAX_REPORTS = 10;
export const MAX_MESSAGE = 300;

export interface BrowserReport {
  kind: 'remote-load' | 'render';
  remote?: string;
  module?: string;
  message: string;
}

const name = (max: number) =>
  ({ type: 'string', minLength: 1, maxLength: max, pattern: '^[A-Za-z0-9_./@-]+$' }) as const;

const bodySchema = {
  type: 'object',
  required: ['reports'],
  additionalProperties: false,
  properties: {
    reports: {
      type: 'array',
      minItems: 1,
      maxItems: MAX_REPORTS,
      items: {
        type: 'object',
        required: ['kind', 'message'],
        // Nothing but these four fields: the page has nothing else to tell the operator.
        additionalProperties: false,
        properties: {
          kind: { type: 'string', enum: ['remote-load', 'render'] },
          remote: name(40),
          module: name(100),
          message: { type: 'string', maxLength: MAX_MESSAGE },
        },
      },
    },
  },
} as const;

/**
 * What of a browser's message may reach the logs. The shell sends messages its code wrote (a
 * module that failed to load, an error a component threw), never form values, but a message can
 * still quote a URL the shopper opened: a query string or fragment (search terms, tokens) is
 * dropped, as are mailboxes, long digit runs (phone or card numbers) and long ids an error may
 * have quoted. What is left (module ids, remote URLs, a component's error) is what the operator
 * needs; the logger's own redaction (ops/logRedaction.ts) still applies on top.
 */
export function scrubMessage(message: string): string {
  return scrubPersonal(message.replace(/\?\S*/g, '').replace(/(?<=\S)#\S*/g, '')).slice(
    0,
    MAX_MESSAGE,
  );
}

const KNOWN_REMOTES: ReadonlySet<string> = new Set(REMOTES);

/**
 * The metric label of a report's remote: one of ours, `shell` when it names none (a lazy part
 * of the shell), `other` for anything else, so a client cannot make up label values and grow
 * the metrics without bound.
 */
const remoteLabel = (remote: string | undefined): string =>
  remote === undefined ? 'shell' : KNOWN_REMOTES.has(remote) ? remote : 'other';

/**
 * POST /api/telemetry/errors: the browser's batched `store:error` reports, logged at warn level
 * and counted by remote and kind; 204. Same-origin only (the cross-site check of
 * lib/security.ts), rate-limited per client, 8 KB at most. The shell sends it with
 * `navigator.sendBeacon` and a text/plain Blob (no CORS preflight, survives the page closing),
 * so text/plain is parsed as JSON here: in this plugin's scope only. The field vitals' beacon
 * (ops/vitalsBeacon.ts) is sent the same way, so it lives in this scope too.
 */
export function beaconRoutes(
  app: FastifyInstance,
  opts: { metrics: StoreMetrics; limits: RateLimits },
): void {
  acceptBeaconBodies(app);
  beaconRoute<BrowserReport>(
    app,
    opts.limits,
    { path: BEACON_PATH, limit: 'beacon', bodyLimit: 8 * 1024, schema: bodySchema },
    (reports, req) => {
      for (const r of reports) {
        req.log.warn(
          {
            kind: r.kind,
            remote: r.remote ?? 'shell',
            ...(r.module ? { module: r.module } : {}),
            message: scrubMessage(r.message),
          },
          'browser error',
        );
        opts.metrics.browserError(remoteLabel(r.remote), r.kind);
      }
    },
  );
  vitalsBeaconRoute(app, opts);
}

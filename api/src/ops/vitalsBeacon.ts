import type { FastifyInstance } from 'fastify';
import {
  FIELD_METRICS,
  FIELD_REMOTES,
  FORM_FACTORS,
  MAX_VITALS_REPORTS,
  PAGE_TYPES,
  RENDER_MODES,
  VITALS_BEACON_PATH,
  type VitalsReport,
} from '@store/shared/src/telemetry/fieldVitals';
import { invalidBody } from './beaconBody';
import type { StoreMetrics } from './metrics';
import { rateLimitConfig, type RateLimits } from './rateLimits';

/**
 * The largest value a report may carry: ten minutes in ms for the times (a tab left open can
 * report a late LCP), a CLS score or an action count far above any real page. Beyond, the report
 * is junk, refused rather than stretching the top bucket.
 */
const MAX_VALUE = 600_000;

const oneOf = (values: readonly string[]) => ({ type: 'string', enum: [...values] }) as const;

const bodySchema = {
  type: 'object',
  required: ['reports'],
  additionalProperties: false,
  properties: {
    reports: {
      type: 'array',
      minItems: 1,
      maxItems: MAX_VITALS_REPORTS,
      items: {
        type: 'object',
        required: ['name', 'value', 'page', 'remote', 'render', 'form'],
        // The tags and the number: nothing that could carry a URL or a shopper's text.
        additionalProperties: false,
        properties: {
          name: oneOf(FIELD_METRICS),
          value: { type: 'number', minimum: 0, maximum: MAX_VALUE },
          page: oneOf(PAGE_TYPES),
          remote: oneOf(FIELD_REMOTES),
          render: oneOf(RENDER_MODES),
          form: oneOf(FORM_FACTORS),
        },
      },
    },
  },
} as const;

/**
 * POST /api/telemetry/vitals: shoppers' field vitals (shell/src/vitals), folded into the
 * histograms of ops/fieldMetrics.ts; 204. Every tag is one of shared's fixed values and any other
 * field is refused (400), so a client can neither grow the label sets nor smuggle data in. Same
 * origin only (lib/security.ts), rate-limited per client, 4 KB at most; nothing is logged.
 */
export function vitalsBeaconRoute(
  app: FastifyInstance,
  opts: { metrics: StoreMetrics; limits: RateLimits },
): void {
  app.post<{ Body: { reports: VitalsReport[] } }>(
    VITALS_BEACON_PATH,
    {
      config: { store: [], rateLimit: rateLimitConfig(opts.limits, 'vitals') },
      bodyLimit: 4 * 1024,
      schema: { body: bodySchema },
      schemaErrorFormatter: (errors) => invalidBody(errors),
    },
    async (req, reply) => {
      for (const report of req.body.reports) opts.metrics.fieldVital(report);
      return reply.code(204).header('cache-control', 'no-store').send();
    },
  );
}

import type { FastifyInstance } from 'fastify';
import {
  FIELD_METRICS,
  FORM_FACTORS,
  MAX_VITALS_REPORTS,
  PAGE_TYPES,
  RENDER_MODES,
  VITALS_BEACON_PATH,
  type VitalsReport,
} from '@store/shared/src/telemetry/fieldVitals';
import { REMOTES } from '@store/shared/src/routes/remotes';
import { beaconRoute } from './beaconRoute';
import type { StoreMetrics } from './metrics';
import type { RateLimits } from './rateLimits';

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
          remote: oneOf(REMOTES),
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
  beaconRoute<VitalsReport>(
    app,
    opts.limits,
    { path: VITALS_BEACON_PATH, limit: 'vitals', bodyLimit: 4 * 1024, schema: bodySchema },
    (reports) => {
      for (const report of reports) opts.metrics.fieldVital(report);
    },
  );
}

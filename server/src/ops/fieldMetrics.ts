import { Histogram, type Registry } from 'prom-client';
import type { FieldMetric, VitalsReport } from '@store/shared/src/telemetry/fieldVitals';

/**
 * Shoppers' field vitals (the browser's beacon, ops/vitalsBeacon.ts) as Prometheus histograms, one
 * per measure, all labelled by page type, remote, render mode and form factor: values the beacon's
 * schema takes only from shared's fixed lists, so the series stay bounded. Buckets sit on the Web
 * Vitals thresholds (good / needs improvement / poor), so a p75 read by histogram_quantile is
 * exact at the line that matters and the share of good views is one bucket over the count.
 */
interface FieldSeries {
  name: string;
  help: string;
  buckets: number[];
  /** The report's value (ms, CLS score, a count) in the histogram's unit. */
  scale: number;
}

const SECONDS = 1 / 1000;

export const FIELD_SERIES: Record<FieldMetric, FieldSeries> = {
  LCP: {
    name: 'store_field_lcp_seconds',
    help: 'Largest Contentful Paint in shoppers\u2019 browsers (good ≤ 2.5 s, poor > 4 s).',
    buckets: [0.5, 1, 1.5, 2, 2.5, 3, 4, 6, 10],
    scale: SECONDS,
  },
  INP: {
    name: 'store_field_inp_seconds',
    help: 'Interaction to Next Paint in shoppers\u2019 browsers (good ≤ 200 ms, poor > 500 ms).',
    buckets: [0.05, 0.1, 0.15, 0.2, 0.3, 0.5, 1, 2],
    scale: SECONDS,
  },
  CLS: {
    name: 'store_field_cls',
    help: 'Cumulative Layout Shift in shoppers\u2019 browsers (good ≤ 0.1, poor > 0.25).',
    buckets: [0.01, 0.05, 0.1, 0.15, 0.25, 0.5, 1],
    scale: 1,
  },
  FCP: {
    name: 'store_field_fcp_seconds',
    help: 'First Contentful Paint in shoppers\u2019 browsers (good ≤ 1.8 s, poor > 3 s).',
    buckets: [0.5, 1, 1.8, 2.5, 3, 4, 6],
    scale: SECONDS,
  },
  TTFB: {
    name: 'store_field_ttfb_seconds',
    help: 'Time to first byte in shoppers\u2019 browsers (good ≤ 0.8 s, poor > 1.8 s).',
    buckets: [0.1, 0.2, 0.4, 0.8, 1.2, 1.8, 3],
    scale: SECONDS,
  },
  hydration: {
    name: 'store_field_hydration_seconds',
    help: 'First contentful paint to the page being live (hydrated or mounted), in shoppers\u2019 browsers.',
    buckets: [0.1, 0.25, 0.5, 1, 2, 3, 5, 10],
    scale: SECONDS,
  },
  'early-actions': {
    name: 'store_field_early_actions',
    help: 'Shopper actions per page view that arrived before the part they touched was live (le="0": views with none).',
    buckets: [0, 1, 2, 3, 5, 10],
    scale: 1,
  },
};

const LABELS = ['page', 'remote', 'render', 'form'] as const;

/** The histograms in `registry`; the returned function records one report. */
export function fieldMetrics(registry: Registry): (report: VitalsReport) => void {
  const histograms = Object.fromEntries(
    Object.entries(FIELD_SERIES).map(([metric, s]) => [
      metric,
      new Histogram({
        name: s.name,
        help: s.help,
        buckets: s.buckets,
        labelNames: LABELS,
        registers: [registry],
      }),
    ]),
  ) as Record<FieldMetric, Histogram<(typeof LABELS)[number]>>;
  return ({ name, value, page, remote, render, form }) =>
    histograms[name].observe({ page, remote, render, form }, value * FIELD_SERIES[name].scale);
}

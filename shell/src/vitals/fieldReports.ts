import {
  MAX_VITALS_REPORTS,
  type FieldMetric,
  type VitalsReport,
  type VitalsTags,
} from '@store/shared';

/** The server's bound: a value past it (a tab left open for hours) is not a page view's. */
const MAX_VALUE = 600_000;

/** CLS is a score with decimals; the rest are ms or counts, whole numbers on the wire. */
const rounded = (name: FieldMetric, value: number) =>
  name === 'CLS' ? Math.round(value * 10_000) / 10_000 : Math.round(value);

export interface FieldReports {
  /** Queues a measure once per page view (`id`: web-vitals' instance id; else the name). */
  add(name: FieldMetric, value: number, id?: string): void;
  /** Sends what is queued, in batches the server accepts. */
  flush(): void;
}

/**
 * The reports of one page view, all with its tags: each measure counted once (the first final
 * value: a later update of the same instance, as web-vitals sends when a tab is hidden again, is
 * dropped so a view never counts twice), batched, and sent as the page is hidden.
 */
export function fieldReports(tags: VitalsTags, send: (body: string) => void): FieldReports {
  const seen = new Set<string>();
  const queue: VitalsReport[] = [];
  const flush = () => {
    while (queue.length) send(JSON.stringify({ reports: queue.splice(0, MAX_VITALS_REPORTS) }));
  };
  return {
    add(name, value, id = name) {
      if (seen.has(id) || !Number.isFinite(value) || value < 0 || value > MAX_VALUE) return;
      seen.add(id);
      queue.push({ name, value: rounded(name, value), ...tags });
      if (queue.length >= MAX_VITALS_REPORTS) flush();
    },
    flush,
  };
}

import type { BlankDetails } from './listingData';

export type ChartUnit = 'inches' | 'cm';

export interface SizeChartTable {
  /** Column headings after the size column, in the order the first size lists them. */
  dimensions: string[];
  rows: { size: string; values: string[] }[];
}

const CM_PER_INCH = 2.54;
/** A measurement cell: a number, or a range such as "34-36" or "34–36". */
const NUMBER = /\d+(?:\.\d+)?/g;

/** Whether the details carry anything the size guide can show. */
export function hasSizeGuide(details: BlankDetails | null | undefined): boolean {
  if (!details) return false;
  return Object.keys(details.sizeChart ?? {}).length > 0 || Boolean(details.sizeChartUrl);
}

function convert(value: string, from: ChartUnit, to: ChartUnit, format: Intl.NumberFormat) {
  if (from === to) return value;
  const factor = to === 'cm' ? CM_PER_INCH : 1 / CM_PER_INCH;
  return value.replace(NUMBER, (n) => format.format(Number(n) * factor));
}

/**
 * SPEC §3 sizeChart: size → dimension → measurement, stored in `from`; shown in `to`. Numbers
 * inside a cell are converted (ranges keep their separator); text cells are left as they are.
 * Dimensions missing for a size show as an empty cell instead of shifting the row.
 */
export function sizeChartTable(
  chart: BlankDetails['sizeChart'] | null | undefined,
  from: ChartUnit,
  to: ChartUnit,
  locale = 'en-US',
): SizeChartTable {
  const format = new Intl.NumberFormat(locale, { maximumFractionDigits: 1, useGrouping: false });
  const sizes = Object.entries(chart ?? {});
  const dimensions: string[] = [];
  for (const [, measures] of sizes) {
    for (const d of Object.keys(measures ?? {})) if (!dimensions.includes(d)) dimensions.push(d);
  }
  return {
    dimensions,
    rows: sizes.map(([size, measures]) => ({
      size,
      values: dimensions.map((d) => {
        const raw = measures?.[d];
        return typeof raw === 'string' || typeof raw === 'number'
          ? convert(String(raw), from, to, format)
          : '';
      }),
    })),
  };
}

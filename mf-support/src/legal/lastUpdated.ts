import { LEGAL_LAST_UPDATED } from '@store/shared';

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** "2020-02-20" → "February 20, 2020" (parsed by hand: no time zone can shift the day). */
export function formatLegalDate(iso: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!m) return iso;
  const month = MONTHS[Number(m[2]) - 1];
  return month ? `${month} ${Number(m[3])}, ${m[1]}` : iso;
}

export const LEGAL_LAST_UPDATED_TEXT = `Last updated: ${formatLegalDate(LEGAL_LAST_UPDATED)}`;

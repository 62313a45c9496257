/**
 * "2020-02-20" → "February 20, 2020" in en, "20. Februar 2020" in de: the calendar day as written,
 * formatted in UTC so no time zone can shift it.
 */
export function formatLegalDate(iso: string, locale = 'en'): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!m) return iso;
  const day = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  if (day.getUTCDate() !== Number(m[3])) return iso;
  const options = { dateStyle: 'long', timeZone: 'UTC' } as const;
  try {
    return new Intl.DateTimeFormat(locale, options).format(day);
  } catch {
    return new Intl.DateTimeFormat('en', options).format(day);
  }
}

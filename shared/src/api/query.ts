/** Appends defined, non-empty query parameters to a URL. */
export function withQuery(
  url: string,
  params: Record<string, string | number | boolean | null | undefined>,
): string {
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) {
    if (v !== undefined && v !== null && v !== '') qs.set(k, String(v));
  }
  const s = qs.toString();
  if (!s) return url;
  return url + (url.includes('?') ? '&' : '?') + s;
}

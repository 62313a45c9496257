/** The query parameters the tracking service gets: all but the product choice (SPEC §7). */
const CHOICE_PARAMS = new Set(['product', 'size', 'variation']);

export function campaignGetVars(search: string): Record<string, string> {
  const vars: Record<string, string> = {};
  for (const [k, v] of new URLSearchParams(search)) if (!CHOICE_PARAMS.has(k)) vars[k] = v;
  return vars;
}

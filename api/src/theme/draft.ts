import type { ThemeData } from '@store/shared/src/types';

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => !!v && typeof v === 'object' && !Array.isArray(v);

/** Deep merge of plain objects; arrays and scalars of the patch replace the base value. */
function mergeDeep(base: Obj, patch: Obj): Obj {
  const out: Obj = { ...base };
  for (const [k, v] of Object.entries(patch)) {
    out[k] = isObj(v) && isObj(base[k]) ? mergeDeep(base[k], v) : v;
  }
  return out;
}

/** The published theme with the stored draft (a partial ThemeData as JSON) applied. */
export function applyDraft(published: ThemeData, draftJson: string | undefined): ThemeData {
  if (!draftJson) return published;
  let draft: unknown;
  try {
    draft = JSON.parse(draftJson);
  } catch {
    return published; // a broken draft never breaks the published theme
  }
  if (!isObj(draft)) return published;
  // ThemeData is a plain JSON document; the merge keeps its shape (the draft is a partial of it).
  return mergeDeep(published as unknown as Obj, draft) as unknown as ThemeData;
}

import configDefaults from '@store/shared/src/api/configDefaults.json';
import type { FeatureFlags } from '@store/shared/src/types';
import type { Db } from '../db';

/** SPEC §9's switches, from the file the front end's defaults come from too. */
const DEFAULT_FLAGS: FeatureFlags = configDefaults.flags;

/**
 * Per-store feature switches: `stores.flags_json` holds overrides of the SPEC §9 defaults. Only
 * known keys with the default's type are taken, so a hand-edited row cannot ship a string where
 * every bundle expects a boolean.
 */
function parseStoreFlags(json: string | null | undefined): Partial<FeatureFlags> {
  let raw: unknown;
  try {
    raw = JSON.parse(json ?? '{}');
  } catch {
    return {};
  }
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return {};
  const src = raw as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(DEFAULT_FLAGS) as (keyof FeatureFlags)[]) {
    const v = src[key];
    if (key === 'globalNotification') {
      if (typeof v === 'string' || v === null) out[key] = v;
    } else if (typeof v === 'boolean') out[key] = v;
  }
  return out as Partial<FeatureFlags>;
}

/** The flags config.json sends for a store: its overrides over the defaults. */
export async function flagsForStore(db: Db, slug: string): Promise<FeatureFlags> {
  return storeFlagsOf(
    await db.get<{ flags_json: string }>('SELECT flags_json FROM stores WHERE slug = ?', [
      slug.toLowerCase(),
    ]),
  );
}

/** The same, from a store's row already read (none: the defaults). */
export function storeFlagsOf(row: { flags_json: string } | undefined): FeatureFlags {
  return { ...DEFAULT_FLAGS, ...parseStoreFlags(row?.flags_json) };
}

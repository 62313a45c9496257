import { BOOT_DATA_ID, isPlainObject } from '@store/shared';

/** Id of the JSON data block the store server writes into the page (server/src/pageWriter.ts). */
export const INLINE_BOOT_ID = BOOT_DATA_ID;

/**
 * What the store server already knew when it sent the page: the runtime config, the remotes
 * manifest and the store's public theme and store record. Reading them here saves the round trips
 * that would fetch them. Every field is untrusted and optional; each goes through the same schema
 * as its fetched twin, and a missing or malformed one is simply fetched.
 */
export interface InlineBoot {
  config?: unknown;
  remotes?: unknown;
  theme?: unknown;
  store?: unknown;
  /** `{ details, buyer }`: what the localization calls would answer for this browser. */
  localization?: unknown;
}

let taken: InlineBoot | null | undefined;

/** The page's inline boot data, read once (a JSON data block: no script runs, CSP unaffected). */
export function readInlineBoot(doc: Document = document): InlineBoot {
  if (taken !== undefined) return taken ?? {};
  taken = null;
  const text = doc.getElementById(INLINE_BOOT_ID)?.textContent;
  if (!text) return {};
  try {
    const raw: unknown = JSON.parse(text);
    if (isPlainObject(raw)) taken = raw;
  } catch {
    console.warn('[shell] the inline boot data is not JSON; fetching instead');
  }
  return taken ?? {};
}

/** Tests: forget what was read. */
export function resetInlineBoot(): void {
  taken = undefined;
}

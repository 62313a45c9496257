import { writeFileSync } from 'node:fs';
import { DEFAULT_REMOTES, REMOTES_FILE } from './paths';

/**
 * Repoints remotes in the running store's runtime manifest (no rebuild, no restart): this worker's
 * store, or the one whose deploy file is `file`.
 */
export function setRemotes(overrides: Record<string, string> = {}, file = REMOTES_FILE): void {
  writeFileSync(file, JSON.stringify({ ...DEFAULT_REMOTES, ...overrides }, null, 2));
}

import { writeFileSync } from 'node:fs';
import { DEFAULT_REMOTES, REMOTES_FILE } from './paths';

/** Repoints remotes in the running store's runtime manifest (no rebuild, no restart). */
export function setRemotes(overrides: Record<string, string> = {}): void {
  writeFileSync(REMOTES_FILE, JSON.stringify({ ...DEFAULT_REMOTES, ...overrides }, null, 2));
}

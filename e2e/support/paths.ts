import { join } from 'node:path';
import { REMOTES } from '../../shared/src/routes/remotes.js';

export const ROOT = join(__dirname, '..', '..');
export const ARTIFACTS = join(__dirname, '..', '.artifacts');
/** The runtime remotes manifest the e2e store server reads on every request. */
export const REMOTES_FILE = join(ARTIFACTS, 'remotes.json');
export const STATE_FILE = join(ARTIFACTS, 'servers.json');

/** Every remote from the store server's own dist (the bundle list is shared's). */
export const DEFAULT_REMOTES: Record<string, string> = Object.fromEntries(
  REMOTES.map((remote) => [remote, `/remotes/${remote}/mf-manifest.json`]),
);

import { join } from 'node:path';
import { REMOTES } from '../../shared/src/routes/remotes.js';
import { WORKER } from './ports';

export const ROOT = join(__dirname, '..', '..');
export const ARTIFACTS = join(__dirname, '..', '.artifacts');
/** The pids global setup started, for its teardown. */
export const STATE_FILE = join(ARTIFACTS, 'servers.json');

/** Worker `index`'s own folder: its store's deploy file and database. */
export function workerDir(index: number) {
  const dir = join(ARTIFACTS, `worker-${index}`);
  return {
    dir,
    /** The runtime remotes manifest its store server reads on every request. */
    remotesFile: join(dir, 'remotes.json'),
    /** Its store server's SQLite file. */
    storeDb: join(dir, 'db', 'store.db'),
  };
}

const own = workerDir(WORKER);
export const REMOTES_FILE = own.remotesFile;
export const STORE_DB = own.storeDb;

/** Every remote from the store server's own dist (the bundle list is shared's). */
export const DEFAULT_REMOTES: Record<string, string> = Object.fromEntries(
  REMOTES.map((remote) => [remote, `/remotes/${remote}/mf-manifest.json`]),
);

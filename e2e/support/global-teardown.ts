import { existsSync, readFileSync } from 'node:fs';
import { STATE_FILE } from './paths';

/** Stops every worker's store server and "CDN" origin (their folders stay for a look after). */
export default async function globalTeardown() {
  if (!existsSync(STATE_FILE)) return;
  const state = JSON.parse(readFileSync(STATE_FILE, 'utf8')) as { pids: number[] };
  for (const pid of state.pids) {
    try {
      process.kill(-pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
}

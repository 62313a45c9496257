import { readFileSync, rmSync } from 'node:fs';
import { STATE_FILE } from './paths';

export default async function globalTeardown() {
  const state = JSON.parse(readFileSync(STATE_FILE, 'utf8')) as { pids: number[]; dbDir: string };
  for (const pid of state.pids) {
    try {
      process.kill(-pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  rmSync(state.dbDir, { recursive: true, force: true });
}

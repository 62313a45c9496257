import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** A server started as a process of its own, its output kept in a file of its own. */
export interface Logged {
  name: string;
  child: ChildProcess;
  logFile: string;
}

/** `node <file>` with `env` (and PATH) only: nothing of the test's own environment leaks in. */
export function spawnLogged(
  name: string,
  file: string,
  env: Record<string, string>,
  logDir: string,
): Logged {
  const logFile = path.join(logDir, `${name}.log`);
  const out = fs.openSync(logFile, 'a');
  const child = spawn(process.execPath, [file], {
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', out, out],
  });
  fs.closeSync(out);
  return { name, child, logFile };
}

/** The last lines a process wrote, to tell why it failed. */
export function tail(p: Logged, lines = 30): string {
  const text = fs.existsSync(p.logFile) ? fs.readFileSync(p.logFile, 'utf8') : '';
  return text.trimEnd().split('\n').slice(-lines).join('\n');
}

/** Resolves once `${base}/readyz` answers 200; throws (with its log) if it exits or `ms` pass. */
export async function readyAt(p: Logged, base: string, ms: number): Promise<void> {
  for (const until = Date.now() + ms; Date.now() < until;) {
    if (p.child.exitCode !== null)
      throw new Error(`${p.name} exited (${p.child.exitCode}):\n${tail(p)}`);
    const ok = await fetch(`${base}/readyz`).then(
      async (r) => (await r.arrayBuffer(), r.ok),
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${p.name} was not ready at ${base}/readyz within ${ms} ms:\n${tail(p)}`);
}

/** SIGTERM (its graceful shutdown), then SIGKILL if it is still there after `graceMs`. */
export function stop(p: Logged, graceMs = 10_000): Promise<void> {
  const { child } = p;
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const kill = setTimeout(() => child.kill('SIGKILL'), graceMs);
    child.once('exit', () => {
      clearTimeout(kill);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

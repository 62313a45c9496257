import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

/** A child process the bench started; `stop()` ends it. */
export interface Child {
  process: ChildProcess;
  stop(): Promise<void>;
}

function stopper(child: ChildProcess): () => Promise<void> {
  return () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
}

/** Starts a TCP proxy (proxyMain.js) and resolves with its port. */
export function startProxy(delayMs: number, targets: string[]): Promise<Child & { port: number }> {
  const child = spawn(
    process.execPath,
    [path.join(__dirname, 'proxyMain.js'), String(delayMs), ...targets],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.stdout.once('data', (chunk: Buffer) =>
      resolve({ process: child, port: Number(String(chunk).trim()), stop: stopper(child) }),
    );
  });
}

/** Starts the API (dist/main.js) with the loop-delay probe preloaded; resolves once it answers. */
export async function startApi(env: NodeJS.ProcessEnv, probeUrl: string): Promise<Child> {
  const child = spawn(
    process.execPath,
    ['-r', path.join(__dirname, 'loopDelayProbe.js'), path.join(__dirname, '..', 'main.js')],
    { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit', 'ipc'] },
  );
  for (const until = Date.now() + 60_000; Date.now() < until;) {
    if (child.exitCode !== null) throw new Error('the API process exited at start');
    const up = await fetch(probeUrl).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return { process: child, stop: stopper(child) };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the API process did not answer ${probeUrl}`);
}

/** Asks a probed process for its event-loop delay since the last reset (ms). */
export function loopDelayOf(child: ChildProcess): Promise<{ p99: number; max: number }> {
  return new Promise((resolve) => {
    child.once('message', (m: { loopDelay: { p99: number; max: number } }) => resolve(m.loopDelay));
    child.send('report');
  });
}

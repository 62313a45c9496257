// Helpers shared by the root scripts (start, dev, bench).
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
/** The bundles, from the one list the TypeScript code reads too (shared/src/routes/remotes.json). */
export const REMOTES = JSON.parse(
  readFileSync(join(ROOT, 'shared', 'src', 'routes', 'remotes.json'), 'utf8'),
);
export const FRONTENDS = ['shell', ...REMOTES];

/** The file whose presence says a package has been built. */
export function builtMarker(pkg) {
  if (pkg === 'api' || pkg === 'server') return join(ROOT, pkg, 'dist', 'main.js');
  if (pkg === 'shell') return join(ROOT, 'shell', 'dist', 'index.html');
  return join(ROOT, pkg, 'dist', 'mf-manifest.json');
}

export function run(cmd, args, opts = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd: ROOT, stdio: 'inherit', ...opts });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${cmd} ${args.join(' ')} exited with ${code}`)),
    );
  });
}

/** Builds each package whose output is missing (or all of them with force). */
export async function buildMissing(pkgs, { force = false } = {}) {
  for (const pkg of pkgs) {
    if (!force && existsSync(builtMarker(pkg))) continue;
    console.log(`[build] ${pkg}`);
    await run('npm', ['run', 'build', '-w', pkg, '--silent']);
  }
}

/** A server of the project's (api or server) as a child process with `env`; killed with this one. */
export function startServerProcess(pkg, env, { quiet = false } = {}) {
  const child = spawn(process.execPath, [join(ROOT, pkg, 'dist', 'main.js')], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', quiet ? 'ignore' : 'inherit', 'inherit'],
  });
  for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
  return child;
}

/** Resolves once `url` answers 2xx (polled every 200 ms), rejects after `ms` or if `child` exits. */
export async function waitUntilUp(url, child, ms = 60_000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited (${child.exitCode})`);
    const ok = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within ${ms / 1000} s`);
}

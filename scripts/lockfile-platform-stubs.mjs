// The npm registry reachable here carries only the Linux x64 builds of packages with per-platform
// optional binaries (@swc/core-*, @unrs/resolver-binding-*), so `npm install` cannot record the
// other platforms in package-lock.json and `npm ci` then refuses the lockfile as out of sync.
// This adds those missing entries as optional with their os/cpu, exactly as npm records them
// elsewhere; npm ci skips them on this platform. Run after any `npm install` that changes the lock:
//   node scripts/lockfile-platform-stubs.mjs
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './lib.mjs';

const OS = [
  'darwin',
  'linux',
  'win32',
  'android',
  'freebsd',
  'openharmony',
  'sunos',
  'netbsd',
  'openbsd',
  'aix',
];
const CPU = [
  'arm64',
  'x64',
  'ia32',
  'arm',
  'ppc64',
  's390x',
  'riscv64',
  'loong64',
  'wasm32',
  'mips64el',
];

function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  const os = parts.find((p) => OS.includes(p));
  const cpu = parts.find((p) => CPU.includes(p));
  if (!os || !cpu) return null;
  const entry = { os: [os], cpu: [cpu] };
  if (os === 'linux' && parts.some((p) => p.startsWith('musl'))) entry.libc = ['musl'];
  else if (os === 'linux' && parts.some((p) => p.startsWith('gnu'))) entry.libc = ['glibc'];
  return entry;
}

const file = join(ROOT, 'package-lock.json');
const lock = JSON.parse(readFileSync(file, 'utf8'));
const pkgs = lock.packages;
let added = 0;
for (const [key, meta] of Object.entries(pkgs)) {
  for (const [dep, version] of Object.entries(meta.optionalDependencies ?? {})) {
    const base = key.slice(0, key.lastIndexOf('node_modules/') + 'node_modules/'.length);
    const target = `${base}${dep}`;
    if (pkgs[target] || pkgs[`node_modules/${dep}`]) continue;
    const platform = platformOf(dep);
    if (!platform) continue;
    pkgs[target] = { version, ...(meta.dev ? { dev: true } : {}), optional: true, ...platform };
    added += 1;
  }
}
const sorted = Object.fromEntries(
  Object.entries(pkgs).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
);
lock.packages = sorted;
writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`package-lock.json: added ${added} platform entries`);

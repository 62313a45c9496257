import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { join, relative } from 'node:path';
import { REMOTES } from '../../shared/src/routes/remotes.js';
import { ARTIFACTS, ROOT } from './paths';

const FIXTURES = join(__dirname, '..', 'fixtures', 'skew');
export const SKEW_DIR = join(ARTIFACTS, 'skew');
/** The store-server root of the newer shell: its own shell/dist, the ordinary remotes' dists. */
export const FRONTEND_NEXT = join(SKEW_DIR, 'frontend-next');
const SOURCES = join(SKEW_DIR, 'src');

/** Replaces `anchor` in a copied file, failing loudly if the source moved on without the fixture. */
function edit(file: string, anchor: string, replacement: string): void {
  const text = readFileSync(file, 'utf8');
  if (!text.includes(anchor))
    throw new Error(`skew fixture: ${file} no longer contains ${JSON.stringify(anchor)}`);
  writeFileSync(file, text.replace(anchor, replacement));
}

/** Copies the named entries of a package (never its dist) and links its node_modules. */
function copyPackage(name: string, entries: string[]): string {
  const to = join(SOURCES, name);
  mkdirSync(to, { recursive: true });
  for (const entry of entries)
    cpSync(join(ROOT, name, entry), join(to, entry), { recursive: true });
  const modules = join(ROOT, name, 'node_modules');
  if (existsSync(modules)) symlinkSync(modules, join(to, 'node_modules'), 'dir');
  return to;
}

/**
 * Source trees for the version-skew builds (fixtures/skew/README.md): a shared with one more
 * helper and bus event, mf-cart built against it, and the shell built against it. Returns the
 * package directories to build.
 */
export function prepareSkewSources(): {
  mfCartNext: string;
  mfCatalogNext: string;
  shellNext: string;
} {
  rmSync(SKEW_DIR, { recursive: true, force: true });
  const shared = copyPackage('shared', ['package.json', 'build', 'src']);
  cpSync(join(FIXTURES, 'shared-next'), shared, { recursive: true });
  edit(
    join(shared, 'src', 'bus', 'events.ts'),
    "  'error:reported': { v: 1; payload: ErrorReport };\n",
    "  'error:reported': { v: 1; payload: ErrorReport };\n  'contract:probed': { v: 1; payload: { label: string } };\n",
  );
  edit(
    join(shared, 'src', 'bus', 'events.ts'),
    "  'error:reported': 'fact',\n",
    "  'error:reported': 'fact',\n  'contract:probed': 'fact',\n",
  );
  edit(
    join(shared, 'src', 'bus', 'bus.ts'),
    "  'error:reported': 1,\n",
    "  'error:reported': 1,\n  'contract:probed': 1,\n",
  );
  const index = join(shared, 'src', 'index.ts');
  writeFileSync(index, `${readFileSync(index, 'utf8')}export * from './next/skewProbe';\n`);

  const mfCartNext = copyPackage('mf-cart', ['package.json', 'webpack.config.js', 'src']);
  cpSync(join(FIXTURES, 'mf-cart-next'), mfCartNext, { recursive: true });
  // The catalog against the newer shared too, with its server build: rendered on the server with
  // its own copy of shared beside the shell's.
  const mfCatalogNext = copyPackage('mf-catalog', ['package.json', 'webpack.config.js', 'src']);
  const shellNext = copyPackage('shell', [
    'package.json',
    'webpack.config.js',
    'index.html',
    'favicon.ico',
    'src',
  ]);

  for (const remote of REMOTES) {
    mkdirSync(join(FRONTEND_NEXT, remote), { recursive: true });
    symlinkSync(join(ROOT, remote, 'dist'), join(FRONTEND_NEXT, remote, 'dist'), 'dir');
  }
  return { mfCartNext, mfCatalogNext, shellNext };
}

/** What the extra builds are made from: a package's sources, never its builds or node_modules. */
const BUILD_INPUTS = [
  'package-lock.json',
  'shared/package.json',
  'shared/build',
  'shared/src',
  ...['shell', 'mf-cart', 'mf-catalog'].flatMap((name) => [
    `${name}/package.json`,
    `${name}/webpack.config.js`,
    `${name}/src`,
  ]),
  'shell/index.html',
  'e2e/fixtures/skew',
  'e2e/fixtures/broken-remote',
  'e2e/fixtures/contract-v2-remote',
  'e2e/support/skewBuilds.ts',
  'e2e/support/global-setup.ts',
];

/** Every file under `path` (a file or a folder), sorted, skipping builds and installed modules. */
function filesUnder(path: string): string[] {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path, { withFileTypes: true })
    .filter((entry) => !['node_modules', 'dist'].includes(entry.name))
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => filesUnder(join(path, entry.name)));
}

/**
 * A digest of every input of the extra builds (their sources, the fixtures, the lockfile and the
 * code that makes them): the same digest means the builds kept from the last run are current.
 */
export function skewBuildsKey(): string {
  const hash = createHash('sha256');
  for (const file of BUILD_INPUTS.flatMap((input) => filesUnder(join(ROOT, input)))) {
    hash.update(relative(ROOT, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex');
}

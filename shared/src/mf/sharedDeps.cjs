// The one shared-dependency map every federation config (shell and remotes) uses.
//
// Two kinds of sharing (ARCHITECTURE.md "Version skew"):
// - Singletons: libraries that hold a React context or React's dispatcher, so two copies on one
//   page break (one React, one router, one emotion cache/theme context, one react-redux context,
//   one react-intl context). Real semver ranges; `strictVersion` for released majors, so a remote
//   built against another major fails to load (and shows the fallback) instead of misbehaving.
// - Versioned: everything else shared only to save bytes. A remote reuses the page's copy when the
//   version satisfies its range and loads its own otherwise. @store/shared is versioned by a
//   fingerprint of its source, so a remote built with other contract code than the shell's always
//   runs its own copy (the bus, config and credentials still meet on globalThis).
// Trailing-slash keys share every subpath (react/jsx-runtime, react-dom/client, ...).
const { createHash } = require('crypto');
const fs = require('fs');
const path = require('path');

const SHARED_ROOT = path.join(__dirname, '..', '..');

/**
 * The installed package.json of `pkg` as Node would find it from the bundle being built (else from
 * here). Found on disk rather than through `require.resolve('pkg/package.json')`, which packages
 * with an `exports` map that leaves package.json out (react-intl) refuse.
 */
function packageJsonOf(pkg) {
  for (const start of [process.cwd(), __dirname]) {
    for (let dir = start; ; dir = path.dirname(dir)) {
      const file = path.join(dir, 'node_modules', pkg, 'package.json');
      if (fs.existsSync(file)) return file;
      if (path.dirname(dir) === dir) break;
    }
  }
  throw new Error(`sharedDeps: ${pkg} is not installed`);
}

/** Source files that end up in a bundle: tests, test kits and this build folder do not. */
function contractFiles(dir) {
  const out = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'testing' && entry.name !== '__snapshots__')
        out.push(...contractFiles(full));
    } else if (/\.(tsx?|cjs|json)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
      out.push(full);
    }
  }
  return out.sort();
}

/**
 * `0.1.0-c<12 hex>`: the package version plus a hash of the contract source. Builds from one
 * commit agree (and share one copy); any change to shared gives a new version, which only builds
 * made from that same source require. A pre-release tag, since semver ranges ignore build metadata.
 */
function sharedFingerprint(root = SHARED_ROOT) {
  const hash = createHash('sha256');
  for (const file of contractFiles(path.join(root, 'src'))) {
    hash.update(path.relative(root, file).split(path.sep).join('/'));
    hash.update('\0');
    hash.update(fs.readFileSync(file));
    hash.update('\0');
  }
  const { version } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
  return `${version}-c${hash.digest('hex').slice(0, 12)}`;
}

/** The router module every bundle imports as `@store/shared/router` (see the file). */
const ROUTER_MODULE = path.join(SHARED_ROOT, 'src', 'router', 'index.ts');

/** The flows module every bundle imports as `@store/shared/rx` (see the file). */
const RX_MODULE = path.join(SHARED_ROOT, 'src', 'rx', 'index.ts');

/**
 * `<library version>-<tag><12 hex>` of a module that re-exports part of a library: the version
 * names the library and the exports kept of it, so a bundle built with another list never gets a
 * copy missing its imports.
 */
function subsetVersion(pkg, file, tag) {
  const hash = createHash('sha256').update(fs.readFileSync(file)).digest('hex');
  return `${versionOf(pkg)}-${tag}${hash.slice(0, 12)}`;
}

function versionOf(pkg) {
  return JSON.parse(fs.readFileSync(packageJsonOf(pkg), 'utf8')).version;
}

/** Must be one per page: each carries a React context (or React itself). */
const SINGLETONS = [
  'react',
  'react-dom',
  'react-redux',
  '@emotion/react',
  '@emotion/styled',
  '@emotion/cache',
  // The shell's IntlProvider is the context every remote reads.
  'react-intl',
];

/**
 * Shared to save bytes only: each remote builds its own store and its own flows. yup: the shell
 * validates its boot data with it, so a page with a remote's form would otherwise load it twice.
 * RxJS and redux-observable are shared through @store/shared/rx instead.
 */
const VERSIONED = ['redux', '@reduxjs/toolkit', 'reselect', 'yup'];

const WITH_SUBPATHS = new Set(['react', 'react-dom', '@emotion/react', '@reduxjs/toolkit']);

/** `^major` for a released version; 0.x and pre-releases only match ranges naming them exactly. */
function rangeOf(version) {
  const major = version.split('.')[0];
  const exact = major === '0' || version.includes('-');
  return { range: exact ? `^${version}` : `^${major}.0.0`, exact };
}

function sharedDeps(sharedRoot = SHARED_ROOT) {
  const shared = {};
  const add = (pkg, entry) => {
    shared[pkg] = entry;
    if (WITH_SUBPATHS.has(pkg)) shared[`${pkg}/`] = { ...entry };
  };
  for (const pkg of SINGLETONS) {
    const version = versionOf(pkg);
    const { range, exact } = rangeOf(version);
    add(pkg, { singleton: true, version, requiredVersion: range, strictVersion: !exact });
  }
  for (const pkg of VERSIONED) {
    const version = versionOf(pkg);
    add(pkg, { singleton: false, version, requiredVersion: rangeOf(version).range });
  }
  // One router per page, strict: a remote built against another router loads as a failed remote.
  const router = subsetVersion('react-router', ROUTER_MODULE, 'r');
  shared['@store/shared/router'] = {
    singleton: true,
    version: router,
    requiredVersion: router,
    strictVersion: true,
  };
  // Shared to save bytes: a bundle built against another list runs its own copy (the bus meets on
  // globalThis, and Observables of two copies interoperate).
  const rx = subsetVersion('rxjs', RX_MODULE, 'x');
  shared['@store/shared/rx'] = { singleton: false, version: rx, requiredVersion: rx };
  const contract = sharedFingerprint(sharedRoot);
  shared['@store/shared'] = { singleton: false, version: contract, requiredVersion: contract };
  return shared;
}

module.exports = {
  sharedDeps,
  sharedFingerprint,
  packageJsonOf,
  ROUTER_MODULE,
  RX_MODULE,
  SINGLETONS,
  VERSIONED,
};

// The one shared-dependency map every federation config (shell and remotes) uses.
// Singletons: one React, one router, one emotion cache/theme context, one redux/rxjs, one shared.
// Trailing-slash keys share every subpath (react/jsx-runtime, react-dom/client, ...).
const fs = require('fs');
const path = require('path');

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

function versionOf(pkg) {
  if (pkg === '@store/shared')
    return require(path.join(__dirname, '..', '..', 'package.json')).version;
  return JSON.parse(fs.readFileSync(packageJsonOf(pkg), 'utf8')).version;
}

const SINGLETONS = [
  'react',
  'react-dom',
  'react-router',
  'react-router-dom',
  'redux',
  'react-redux',
  // One toolkit (slices and RTK Query) for the shell and every remote instead of one copy each.
  '@reduxjs/toolkit',
  'rxjs',
  'redux-observable',
  '@emotion/react',
  '@emotion/styled',
  '@emotion/cache',
  // One message-catalog library: the shell's IntlProvider is the context every remote reads.
  'react-intl',
  '@store/shared',
];

const WITH_SUBPATHS = new Set([
  'react',
  'react-dom',
  'react-router',
  'rxjs',
  '@emotion/react',
  '@reduxjs/toolkit',
]);

function sharedDeps() {
  const shared = {};
  for (const pkg of SINGLETONS) {
    const version = versionOf(pkg);
    const major = version.split('.')[0];
    // 0.x and pre-releases (redux-observable 3.0.0-rc) only match ranges that name them exactly.
    const exact = major === '0' || version.includes('-');
    const entry = {
      singleton: true,
      version,
      requiredVersion: exact ? `^${version}` : `^${major}.0.0`,
    };
    shared[pkg] = entry;
    if (WITH_SUBPATHS.has(pkg)) shared[`${pkg}/`] = { ...entry };
  }
  return shared;
}

module.exports = { sharedDeps, SINGLETONS };

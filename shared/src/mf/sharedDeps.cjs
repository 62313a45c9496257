// The one shared-dependency map every federation config (shell and remotes) uses.
// Singletons: one React, one router, one emotion cache/theme context, one redux/rxjs, one shared.
// Trailing-slash keys share every subpath (react/jsx-runtime, react-dom/client, ...).
const path = require('path');

function versionOf(pkg) {
  if (pkg === '@store/shared')
    return require(path.join(__dirname, '..', '..', 'package.json')).version;
  return require(require.resolve(`${pkg}/package.json`, { paths: [process.cwd(), __dirname] }))
    .version;
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

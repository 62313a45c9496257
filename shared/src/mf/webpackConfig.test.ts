/** @jest-environment node */
// The build factory every bundle uses (shared/build/webpack.cjs): hot module replacement and React
// Fast Refresh under `webpack serve` only, never in a build.
const { createConfig } = require('../../build/webpack.cjs');
const ReactRefreshPlugin = require('@pmmmwh/react-refresh-webpack-plugin');

interface Built {
  devServer: { hot: boolean };
  plugins: unknown[];
  module: {
    rules: { use?: { options: { jsc: { transform: { react: { refresh: boolean } } } } } }[];
  };
}

const make = (env: Record<string, unknown>, mode: string): Built =>
  createConfig({ dir: __dirname, name: 'mf_test', port: 3999, exposes: { './X': './x' } })(env, {
    mode,
  });

const refreshOf = (c: Built) => ({
  hot: c.devServer.hot,
  plugin: c.plugins.some((p) => p instanceof ReactRefreshPlugin),
  swc: c.module.rules[0]!.use!.options.jsc.transform.react.refresh,
});

describe('webpack factory: hot module replacement and Fast Refresh', () => {
  it('are on under the dev server', () => {
    expect(refreshOf(make({ WEBPACK_SERVE: true }, 'development'))).toEqual({
      hot: true,
      plugin: true,
      swc: true,
    });
  });

  it.each([
    ['a production build', {}, 'production'],
    ['a development build', {}, 'development'],
    [
      'a remote served for the composed store',
      { WEBPACK_SERVE: true, composed: true },
      'development',
    ],
  ])('are off in %s', (_name, env, mode) => {
    expect(refreshOf(make(env, mode))).toEqual({ hot: false, plugin: false, swc: false });
  });
});

describe('shared map: version skew', () => {
  const { sharedDeps, sharedFingerprint } = require('./sharedDeps.cjs');
  const fs = require('fs') as typeof import('fs');
  const os = require('os') as typeof import('os');
  const path = require('path') as typeof import('path');
  const sharedRoot = path.join(__dirname, '..', '..');

  /** A throwaway copy of shared's package.json and src, to change one file in. */
  function copyOfShared(): string {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shared-copy-'));
    fs.copyFileSync(path.join(sharedRoot, 'package.json'), path.join(dir, 'package.json'));
    fs.cpSync(path.join(sharedRoot, 'src'), path.join(dir, 'src'), { recursive: true });
    return dir;
  }

  it('versions @store/shared by its source: the same source, the same version; no singleton', () => {
    const map = sharedDeps();
    expect(map['@store/shared']).toEqual({
      singleton: false,
      version: sharedFingerprint(),
      requiredVersion: sharedFingerprint(),
    });
    expect(sharedFingerprint()).toMatch(/^0\.1\.0-c[0-9a-f]{12}$/);
    const copy = copyOfShared();
    expect(sharedFingerprint(copy)).toBe(sharedFingerprint());
  });

  it('gives contract code with a new export another version, but not a changed test', () => {
    const copy = copyOfShared();
    fs.appendFileSync(path.join(copy, 'src', 'bus', 'bus.test.ts'), '\n// a test only\n');
    expect(sharedFingerprint(copy)).toBe(sharedFingerprint());
    fs.appendFileSync(path.join(copy, 'src', 'index.ts'), '\nexport const added = 1;\n');
    expect(sharedFingerprint(copy)).not.toBe(sharedFingerprint());
  });

  it('keeps context-holding libraries single and strict, the rest shared by range', () => {
    const map = sharedDeps();
    for (const pkg of ['react', 'react-dom', 'react-router-dom', '@emotion/react', 'react-intl'])
      expect(map[pkg]).toMatchObject({ singleton: true, strictVersion: true });
    expect(map.react.requiredVersion).toMatch(/^\^\d+\.0\.0$/);
    for (const pkg of ['redux', '@reduxjs/toolkit', 'rxjs', 'redux-observable'])
      expect(map[pkg]).toMatchObject({ singleton: false });
    // A pre-release only matches a range naming it, and is never strict.
    expect(map['redux-observable'].requiredVersion).toBe(`^${map['redux-observable'].version}`);
  });
});

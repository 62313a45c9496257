/** @jest-environment node */
// The build factory every bundle uses (shared/build/webpack.cjs): hot module replacement and React
// Fast Refresh under `webpack serve` only, never in a build.
const { createConfig } = require('../../build/webpack.cjs');
const path = require('path') as typeof import('path');
const ReactRefreshPlugin = require('@pmmmwh/react-refresh-webpack-plugin');

interface SwcUse {
  options: { jsc: { transform: { react: { refresh: boolean } }; experimental?: unknown } };
}

interface Built {
  devServer: { hot: boolean };
  plugins: unknown[];
  module: {
    rules: { oneOf?: { use: SwcUse }[]; use?: unknown; test?: RegExp }[];
  };
}

const OPTIONS = { dir: __dirname, name: 'mf_test', port: 3999, exposes: { './X': './x' } };

/** The browser's config (production builds are [browser, server]). */
const make = (env: Record<string, unknown>, mode: string): Built => {
  const built = createConfig(OPTIONS)(env, { mode });
  return Array.isArray(built) ? built[0] : built;
};

const refreshOf = (c: Built) => ({
  hot: c.devServer.hot,
  plugin: c.plugins.some((p) => p instanceof ReactRefreshPlugin),
  swc: c.module.rules[0]!.oneOf!.every((r) => r.use.options.jsc.transform.react.refresh),
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

describe('webpack factory: the server build beside the browser build', () => {
  interface FederationOptions {
    name: string;
    exposes?: unknown;
    library?: { type: string };
    runtimePlugins?: string[];
    manifest?: false | { additionalData?: (o: { stats: Stats }) => Stats };
  }
  interface Stats {
    metaData: Record<string, unknown>;
  }
  const federation = (c: { plugins: unknown[] }): FederationOptions =>
    (c.plugins as { _options?: FederationOptions }[]).find((p) => p._options?.name)!._options!;

  it('production builds also build for Node, into dist/server, exposing the same modules', () => {
    const [browser, server] = createConfig(OPTIONS)({}, { mode: 'production' });
    expect(server.target).toBe('async-node');
    expect(server.output.path).toBe(path.join(__dirname, 'dist', 'server'));
    expect(server.output.library).toEqual({ type: 'commonjs-module' });
    expect(federation(server)).toMatchObject({
      name: 'mf_test',
      exposes: { './X': './x' },
      library: { type: 'commonjs-module', name: 'mf_test' },
    });
    expect(federation(server).runtimePlugins).toEqual([
      require.resolve('@module-federation/node/runtimePlugin'),
    ]);
    // The browser build leaves the server's files alone when it cleans dist.
    expect(browser.output.clean.keep.test('server/remoteEntry.js')).toBe(true);
  });

  it("names the server entry in the browser's manifest, so remotes.json deploys both", () => {
    const [browser] = createConfig(OPTIONS)({}, { mode: 'production' });
    const manifest = federation(browser).manifest;
    const stats = manifest && manifest.additionalData?.({ stats: { metaData: {} } });
    expect(stats && stats.metaData.ssrRemoteEntry).toEqual({
      name: 'remoteEntry.js',
      path: 'server',
      type: 'commonjs-module',
    });
  });

  it("resolves the federation runtime's packages to one copy (their ES build) in the browser", () => {
    const [browser] = createConfig(OPTIONS)({}, { mode: 'production' });
    const alias = (browser as { resolve: { alias: Record<string, string> } }).resolve.alias;
    const fs = require('fs') as typeof import('fs');
    for (const pkg of [
      '@module-federation/runtime-core',
      '@module-federation/sdk',
      '@module-federation/error-codes',
    ]) {
      const file = alias[`${pkg}$`]!;
      expect(file).toMatch(/dist[\\/]index\.m?js$/);
      expect(fs.existsSync(file)).toBe(true);
    }
  });

  it('precompiles messages: the plugin on messages files, a loader on locale texts, no parser bundled', () => {
    const fs = require('fs') as typeof import('fs');
    for (const built of createConfig(OPTIONS)({}, { mode: 'production' }) as Built[]) {
      const [swc, texts] = built.module.rules;
      const [messagesFiles, others] = swc!.oneOf!;
      expect(messagesFiles!.use.options.jsc.experimental).toEqual({
        plugins: [
          [expect.stringMatching(/plugin-formatjs/), { ast: true, preserveWhitespace: true }],
        ],
      });
      expect(others!.use.options.jsc.experimental).toBeUndefined();
      expect(texts!.test!.test(path.join('mf-x', 'src', 'locales', 'de.json'))).toBe(true);
      expect(texts!.use).toMatch(/precompiledMessages\.cjs$/);
      const alias = (built as unknown as { resolve: { alias: Record<string, string> } }).resolve
        .alias;
      const parser = alias['@formatjs/icu-messageformat-parser$']!;
      expect(parser).toMatch(/no-parser\.js$/);
      expect(fs.existsSync(parser)).toBe(true);
    }
  });

  it("emits a file named by `new URL(…, import.meta.url)` (fuse.js's worker script) content-hashed, in both builds", () => {
    for (const built of createConfig(OPTIONS)({}, { mode: 'production' }) as Built[]) {
      const rules = built.module.rules as {
        dependency?: string;
        type?: string;
        generator?: unknown;
      }[];
      expect(rules.find((r) => r.dependency === 'url')).toEqual({
        dependency: 'url',
        type: 'asset/resource',
        generator: { filename: '[name].[contenthash:8][ext]' },
      });
    }
  });

  it('dev servers serve the browser build alone', () => {
    expect(Array.isArray(createConfig(OPTIONS)({}, { mode: 'development' }))).toBe(false);
  });
});

describe('shared map: version skew', () => {
  const { sharedDeps, sharedFingerprint } = require('./sharedDeps.cjs');
  const fs = require('fs') as typeof import('fs');
  const os = require('os') as typeof import('os');
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
    for (const pkg of ['react', 'react-dom', '@emotion/react', 'react-intl'])
      expect(map[pkg]).toMatchObject({ singleton: true, strictVersion: true });
    expect(map.react.requiredVersion).toMatch(/^\^\d+\.0\.0$/);
    // yup too: the shell reads its boot data with it and every form page's bundle validates with
    // it, so a checkout would otherwise load a second copy.
    for (const pkg of ['redux', '@reduxjs/toolkit', 'reselect', 'yup'])
      expect(map[pkg]).toMatchObject({ singleton: false });
  });

  it('shares flows as the module naming what is kept of RxJS and redux-observable, never the libraries whole', () => {
    const map = sharedDeps();
    for (const pkg of ['rxjs', 'rxjs/', 'redux-observable']) expect(map[pkg]).toBeUndefined();
    const rx = map['@store/shared/rx'];
    // Shared to save bytes: a bundle built against another list runs its own copy.
    expect(rx).toMatchObject({ singleton: false });
    expect(rx?.version).toMatch(/^7\.\d+\.\d+-x[0-9a-f]{12}$/);
    expect(rx?.requiredVersion).toBe(rx?.version);
  });

  it('shares the router as the module naming what is kept of react-router, never the library whole', () => {
    const map = sharedDeps();
    expect(map['react-router']).toBeUndefined();
    expect(map['react-router-dom']).toBeUndefined();
    const router = map['@store/shared/router'];
    expect(router).toMatchObject({ singleton: true, strictVersion: true });
    expect(router?.version).toMatch(/^7\.\d+\.\d+-r[0-9a-f]{12}$/);
    expect(router?.requiredVersion).toBe(router?.version);
  });
});

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

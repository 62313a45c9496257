// Webpack config factory for the shell and every remote: swc transpiling, the federation plugin
// with the shared map, a standalone page, and a dev server proxying to the reference API.
const fs = require('fs');
const path = require('path');
const webpack = require('webpack');
const zlib = require('zlib');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const ReactRefreshPlugin = require('@pmmmwh/react-refresh-webpack-plugin');
const { sharedDeps, packageJsonOf, ROUTER_MODULE, RX_MODULE } = require('../src/mf/sharedDeps.cjs');
const { LOCALE_TEXTS, MESSAGE_FILES, SWC_PRECOMPILE_PLUGIN } = require('./precompiledMessages.cjs');

const API_ORIGIN = process.env.API_ORIGIN || 'http://localhost:4000';

/**
 * @param {boolean} refresh React Fast Refresh: only under the dev server (`webpack serve`).
 * @param {boolean} precompile the en words of a messages file as syntax trees (precompiledMessages.cjs)
 */
function swcUse(refresh, precompile) {
  return {
    loader: 'swc-loader',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        target: 'es2020',
        ...(precompile ? { experimental: { plugins: [SWC_PRECOMPILE_PLUGIN] } } : {}),
        transform: {
          react: {
            runtime: 'automatic',
            importSource: '@emotion/react',
            development: refresh,
            refresh,
          },
        },
      },
    },
  };
}

function swcRule(refresh) {
  return {
    test: /\.[cm]?[jt]sx?$/,
    exclude: /node_modules/,
    oneOf: [{ test: MESSAGE_FILES, use: swcUse(refresh, true) }, { use: swcUse(refresh, false) }],
  };
}

/** Each bundle's `locales/<locale>.json` as syntax trees (precompiledMessages.cjs). */
const localeTextsRule = {
  test: LOCALE_TEXTS,
  exclude: /node_modules/,
  use: path.join(__dirname, 'precompiledMessages.cjs'),
};

/**
 * Files named by `new URL('./file', import.meta.url)` (fuse.js/worker names its worker script so)
 * are emitted as files of their own; a content hash in the name makes them immutable to caches.
 */
const urlAssetRule = {
  dependency: 'url',
  type: 'asset/resource',
  generator: { filename: '[name].[contenthash:8][ext]' },
};

/**
 * Production output is precompressed beside each file (`x.js.br`, `x.js.gz`): the store server
 * (and any CDN that honours it) sends the smallest one the browser accepts without compressing on
 * every request. Brotli at its best quality costs build time once, not request time.
 */
function precompress() {
  const test = /\.(m?js|css|html|json|svg|ico)$/;
  return [
    new CompressionPlugin({
      test,
      algorithm: 'gzip',
      filename: '[path][base].gz',
      compressionOptions: { level: 9 },
      threshold: 512,
      minRatio: 0.9,
    }),
    new CompressionPlugin({
      test,
      algorithm: 'brotliCompress',
      filename: '[path][base].br',
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
      threshold: 512,
      minRatio: 0.9,
    }),
  ];
}

/**
 * The host's boot scripts for the store server to preload (server/src/pageWriter.ts): the chunks
 * of the `bootstrap` import and the shared-library chunks those consume at once (react-dom, the
 * router, …), which the browser would otherwise discover only after main.js has run. Lazy imports
 * inside them (the newsletter form, …) stay out. Written to `boot-assets.json` beside main.js.
 */
class BootAssetsPlugin {
  apply(compiler) {
    compiler.hooks.done.tap('BootAssetsPlugin', (stats) => {
      const json = stats.toJson({
        all: false,
        ids: true,
        chunks: true,
        chunkGroups: true,
        chunkRelations: true,
        chunkOrigins: true,
      });
      const group = json.namedChunkGroups?.bootstrap;
      if (!group) return;
      const byId = new Map(json.chunks.map((c) => [String(c.id), c]));
      // Origins name the shared package: "consume shared module (default) react-dom@...".
      const sharedKeys = (c, kind) =>
        (c.origins ?? [])
          .map((o) =>
            new RegExp(`^${kind} shared module \\(\\w+\\) (.+?)@`).exec(o.moduleName ?? ''),
          )
          .filter(Boolean)
          .map((m) => m[1]);
      // Where the host provides a package from a chunk of its own, that chunk is what loads
      // (loaded-first), not the consumer's fallback copy of the same code.
      const providerOf = new Map();
      for (const c of json.chunks)
        if (sharedKeys(c, 'consume').length === 0)
          for (const key of sharedKeys(c, 'provide')) providerOf.set(key, String(c.id));
      const seen = new Set(group.chunks.map(String));
      const queue = [...seen];
      const take = (id) => {
        if (seen.has(id)) return;
        seen.add(id);
        queue.push(id);
      };
      while (queue.length) {
        const chunk = byId.get(queue.shift());
        for (const childId of chunk?.children ?? []) {
          const child = byId.get(String(childId));
          const consumed = child ? sharedKeys(child, 'consume') : [];
          if (!child || consumed.length === 0) continue; // a lazy import: not at boot
          if (sharedKeys(child, 'provide').length > 0) take(String(child.id));
          else for (const key of consumed) take(providerOf.get(key) ?? String(child.id));
        }
      }
      const filesOf = (ids) =>
        [...new Set(ids.flatMap((id) => byId.get(id)?.files ?? []))]
          .filter((f) => f.endsWith('.js'))
          .sort();
      // What the host provides to the remotes and does not load for itself (the share wrappers
      // of @emotion/react, the router, @store/shared): a remote's routes ask for them as they
      // load, a round trip after its entry unless the page hints them (issue 58's first tap).
      const provided = json.chunks
        .filter((c) => !seen.has(String(c.id)) && sharedKeys(c, 'provide').length > 0)
        .map((c) => String(c.id));
      fs.writeFileSync(
        path.join(stats.compilation.outputOptions.path, 'boot-assets.json'),
        `${JSON.stringify({ js: filesOf([...seen]), shared: filesOf(provided) })}\n`,
      );
    });
  }
}

/**
 * @param {object} o
 * @param {string} o.dir        package directory (__dirname of the caller)
 * @param {string} o.name       federation container name (mf_catalog, shell, ...)
 * @param {Record<string,string>} [o.exposes]  remote exposes; absent for the host
 * @param {number} o.port       dev server port
 * @param {boolean} [o.host]    true for the shell (publicPath '/', no exposes)
 * @param {string} [o.title]    standalone page title
 * @param {string} [o.template] HTML page template; defaults to shared/build/index.html
 * @param {string} [o.favicon]  icon copied to the output root as the page's default icon
 */
/**
 * The federation runtime's packages as one copy. The plugin's external-runtime code `require`s
 * them (their CommonJS build) while the runtime imports them (their ES build): without these the
 * browser bundle carried both, ~180 KB of the shell's main.js, evaluated on every first load, and
 * two instances of the runtime's module state.
 */
function oneFederationRuntime() {
  const esm = (pkg) => {
    // Their exports map hides package.json: found from the CommonJS entry instead.
    const cjs = require.resolve(pkg);
    const marker = path.join('node_modules', pkg);
    const dir = cjs.slice(0, cjs.lastIndexOf(marker) + marker.length);
    const entry = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')).exports['.'];
    const target = entry.import?.default ?? entry.import;
    return path.join(dir, typeof target === 'string' ? target : entry.module);
  };
  return Object.fromEntries(
    [
      '@module-federation/runtime-core',
      '@module-federation/sdk',
      '@module-federation/error-codes',
    ].map((pkg) => [`${pkg}$`, esm(pkg)]),
  );
}

/**
 * react-intl's formatting packages as one copy. Lighthouse (e2e) holds older majors at the top of
 * node_modules, so react-intl and @formatjs/intl each got a nested copy of the same versions, and
 * the shared react-intl carried both (~9 KB gzip on every first load). The message parser is its
 * `no-parser` build: every message arrives precompiled (precompiledMessages.cjs), so the parser and
 * its skeleton parser stay out of every bundle.
 */
function oneIntlRuntime() {
  const reactIntl = path.dirname(
    require.resolve('react-intl', { paths: [path.join(__dirname, '..')] }),
  );
  const resolved = (pkg) => require.resolve(pkg, { paths: [reactIntl] });
  const parser = path.dirname(resolved('@formatjs/icu-messageformat-parser'));
  return {
    ...Object.fromEntries(
      ['intl-messageformat', '@formatjs/fast-memoize'].map((pkg) => [`${pkg}$`, resolved(pkg)]),
    ),
    '@formatjs/icu-messageformat-parser$': path.join(parser, 'no-parser.js'),
  };
}

/**
 * react-router's exports map offers only its development build (warnings, invariant messages);
 * production bundles alias the same API to the production build it ships beside it.
 */
function routerBuild(mode) {
  const dir = path.dirname(packageJsonOf('react-router'));
  return mode === 'production'
    ? { 'react-router$': path.join(dir, 'dist', 'production', 'index.mjs') }
    : {};
}

/**
 * What the store's own imports resolve to, in the browser and server builds alike. `$`: exact.
 * The form kit is its own entry so formik stays out of the shell's first load (the shell
 * provides @store/shared to every remote; only the remotes with forms need it).
 */
function storeAliases(mode) {
  return {
    '@store/shared$': path.resolve(__dirname, '..', 'src', 'index.ts'),
    '@store/shared/form$': path.resolve(__dirname, '..', 'src', 'ui', 'form', 'index.ts'),
    '@store/shared/router$': ROUTER_MODULE,
    '@store/shared/rx$': RX_MODULE,
    ...routerBuild(mode),
    ...oneIntlRuntime(),
  };
}

function createConfig(o) {
  return (env = {}, argv = {}) => {
    const mode = argv.mode || 'production';
    // webpack-cli sets WEBPACK_SERVE for `webpack serve`: edits then swap modules in place and
    // keep React state (hot + Fast Refresh). Builds, dev or production, carry none of it. A remote
    // served for the composed store (`--env composed`) reloads the page instead: webpack's hot
    // update of a federated container does not reach the host page's module system.
    const refresh = mode === 'development' && Boolean(env.WEBPACK_SERVE) && !env.composed;
    const outDir = env.outDir ? path.resolve(o.dir, env.outDir) : path.join(o.dir, 'dist');
    const browser = {
      name: 'browser',
      mode,
      context: o.dir,
      entry: { main: './src/index.ts' },
      // No source maps in production output: dist is uploaded as is (a CDN path, the store
      // server), and maps would publish the source. Dev builds keep fast eval maps.
      devtool: mode === 'production' ? false : 'eval-cheap-module-source-map',
      output: {
        path: outDir,
        publicPath: o.host ? '/' : 'auto',
        uniqueName: o.name,
        filename: '[name].js',
        chunkFilename: mode === 'production' ? '[name].[contenthash:8].js' : '[name].js',
        // The builds beside it (dist/server, the host's store-after-paint.js) keep their files.
        clean: { keep: /^(server[\\/]|store-after-paint\.js)/ },
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
        alias: { ...storeAliases(mode), ...oneFederationRuntime() },
      },
      module: {
        rules: [
          swcRule(refresh),
          localeTextsRule,
          urlAssetRule,
          // The federation plugin writes an ES-module entry here; parse it as auto, not CommonJS.
          { test: /[\\/]node_modules[\\/]\.federation[\\/]/, type: 'javascript/auto' },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name: o.name,
          filename: o.host ? undefined : 'remoteEntry.js',
          exposes: o.exposes,
          remotes: {},
          shared: sharedDeps(),
          shareStrategy: 'loaded-first',
          manifest: o.host
            ? false
            : {
                fileName: 'mf-manifest.json',
                ...(mode === 'production' ? { additionalData: withSsrEntry } : {}),
              },
          dts: false,
          runtimePlugins: o.runtimePlugins,
          // One federation runtime per page: the shell provides it, production remotes use it
          // (saves its ~26 KB gzip per remote entry). Dev builds keep their own so a remote
          // still runs standalone in its dev frame.
          // `target: 'web'` leaves the runtime's Node paths (script loading through vm, fs) out.
          experiments: o.host
            ? { provideExternalRuntime: true, optimization: { target: 'web' } }
            : mode === 'production'
              ? { externalRuntime: true, optimization: { target: 'web' } }
              : { optimization: { target: 'web' } },
        }),
        new HtmlWebpackPlugin({
          template: o.template || path.join(__dirname, 'index.html'),
          title: o.title || o.name,
          chunks: ['main'],
          ...(o.favicon ? { favicon: o.favicon } : {}),
          // Dev servers serve the standalone page on deep paths (/listing/x), so scripts need an
          // absolute path there; a production remote's page lives under its CDN path instead.
          publicPath: mode === 'development' ? '/' : 'auto',
        }),
        // A release label a bundle may show (e.g. a canary build); '' for ordinary builds.
        new webpack.DefinePlugin({ __BUILD_LABEL__: JSON.stringify(env.buildLabel || '') }),
        ...(refresh ? [new ReactRefreshPlugin({ overlay: false })] : []),
        ...(mode === 'production' ? precompress() : []),
        ...(o.host && mode === 'production' ? [new BootAssetsPlugin()] : []),
      ],
      performance: { hints: false },
      optimization: { moduleIds: 'deterministic' },
      devServer: {
        port: o.port,
        historyApiFallback: true,
        hot: refresh,
        headers: { 'Access-Control-Allow-Origin': '*' },
        proxy: [
          {
            context: ['/api', '/config.json', '/remotes.json', '/media', '/.well-known'],
            target: API_ORIGIN,
          },
        ],
      },
    };
    // Production builds also build for the store server's renderer; dev servers serve the browser's.
    if (mode !== 'production') return browser;
    return [browser, serverConfig(o, env, mode), ...(o.host ? earlyScriptConfigs(outDir) : [])];
  };
}

/** Where each bundle's server build goes, inside its dist (deployed, and rolled back, with it). */
const SERVER_DIR = 'server';

/**
 * Names the server build in the browser manifest (`metaData.ssrRemoteEntry`, the field the
 * federation runtime reads in Node), so one `remotes.json` entry deploys or rolls back a remote for
 * the browser and the server alike. Given to the federation plugin's `manifest.additionalData`,
 * so it is in the manifest before any precompressed copy of it is made.
 */
function withSsrEntry({ stats }) {
  stats.metaData.ssrRemoteEntry = {
    name: 'remoteEntry.js',
    path: SERVER_DIR,
    type: 'commonjs-module',
  };
  return stats;
}

/**
 * The same source built for Node (the store server renders pages with it): CommonJS chunks the
 * federation runtime loads over HTTP from the manifest's server entry (@module-federation/node's
 * runtime plugin), the same share map. The shell's server build is the host the store server's
 * render workers load; a remote's exposes `exposes` like its browser build.
 */
function serverConfig(o, env, mode) {
  const outDir = path.join(
    env.outDir ? path.resolve(o.dir, env.outDir) : path.join(o.dir, 'dist'),
    SERVER_DIR,
  );
  return {
    name: 'server',
    mode,
    context: o.dir,
    target: 'async-node',
    entry: o.host ? { main: './src/server.ts' } : {},
    devtool: false,
    output: {
      path: outDir,
      publicPath: '',
      uniqueName: `${o.name}_server`,
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:8].js',
      library: { type: 'commonjs-module' },
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
      alias: storeAliases(mode),
    },
    module: {
      rules: [
        swcRule(false),
        localeTextsRule,
        urlAssetRule,
        { test: /[\\/]node_modules[\\/]\.federation[\\/]/, type: 'javascript/auto' },
      ],
    },
    plugins: [
      new ModuleFederationPlugin({
        name: o.name,
        filename: o.host ? undefined : 'remoteEntry.js',
        exposes: o.exposes,
        remotes: {},
        remoteType: 'script',
        library: o.host ? undefined : { type: 'commonjs-module', name: o.name },
        shared: sharedDeps(),
        shareStrategy: 'loaded-first',
        manifest: false,
        dts: false,
        runtimePlugins: [require.resolve('@module-federation/node/runtimePlugin')],
      }),
      new webpack.DefinePlugin({ __BUILD_LABEL__: JSON.stringify(env.buildLabel || '') }),
    ],
    performance: { hints: false },
    // Readable stacks in the server's logs; nothing here is sent to a browser.
    optimization: { moduleIds: 'deterministic', minimize: false },
  };
}

/**
 * The host's `store-after-paint.js` (shared/src/early), `store-page-view.js`
 * (shared/src/ssr/pageViewScript.ts), `store-tags.js` and `store-age-check.js`: the scripts a painted page asks for
 * before the shell's, so they are small and alone: no federation, no runtime chunks, no imports
 * beyond their own folders. Built after the browser build (which cleans dist), into its dist.
 */
function earlyScriptConfigs(outDir) {
  const early = (name, entry, optimization = {}) => ({
    name,
    dependencies: ['browser'],
    mode: 'production',
    target: 'web',
    entry,
    devtool: false,
    output: { path: outDir, filename: '[name].js', iife: true, clean: false },
    resolve: { extensions: ['.ts', '.js'] },
    module: { rules: [swcRule(false)] },
    plugins: precompress(),
    performance: { hints: false },
    optimization,
  });
  return [
    early(
      'after-paint',
      { 'store-after-paint': path.join(__dirname, '..', 'src', 'early', 'afterPaintScript.ts') },
      // At its 2 KB gzip budget (e2e/tests/ssr-first-paint.spec.ts), so terser works harder on it
      // (-21 B), with two rewrites safe in this script alone: no function of its is called with
      // `new` or reads `this`, and each boolean it hands the DOM reads the same as 1 or 0 (the
      // other scripts pass booleans on to analytics, so they keep terser's defaults).
      {
        minimizeOptions: {
          javascript: {
            ecma: 2020,
            compress: {
              passes: 3,
              unsafe_arrows: true,
              booleans_as_integers: true,
              sequences: false,
            },
          },
        },
      },
    ),
    early('page-scripts', {
      // A page's view told from the HTML (src/ssr/pageViewScript.ts): the dataLayer's paint events, and a
      // listing's view to the tracking service (src/ssr/campaignView).
      'store-page-view': path.join(__dirname, '..', 'src', 'ssr', 'pageViewScript.ts'),
      // The store's own tags and its consent banner (src/ssr/storeTags), on a store with tags only.
      'store-tags': path.join(__dirname, '..', 'src', 'ssr', 'storeTags', 'script.ts'),
      // An age-gated page's let-in of a shopper verified in storage alone (src/ssr/ageCheck).
      'store-age-check': path.join(__dirname, '..', 'src', 'ssr', 'ageCheck', 'script.ts'),
    }),
  ];
}

module.exports = { createConfig, SERVER_DIR };

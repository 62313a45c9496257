// Which code may import which (`npm run deps`, part of `npm run lint`): the layering the
// architecture promises. Type-only imports count (a remote importing another's types is coupled
// to it all the same) except for cycles, which are those that exist at run time. Tests and test
// helpers may reach further and are not read.
//
// `scripts/code-map.mjs` keeps what dependency-cruiser does not measure: file and function length.
// The test that starts the built store server with every database driver and API module refused
// (server/test/no-database.test.ts) proves at run time what the store server's rules say here.

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'An import cycle at run time: modules that cannot be loaded or understood apart.',
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    {
      name: 'remotes-stay-apart',
      severity: 'error',
      comment: 'A remote never imports another: they talk through the typed bus (shared/src/bus).',
      from: { path: '^(mf-[a-z]+)/' },
      to: { path: '^mf-[a-z]+/', pathNot: '^$1/' },
    },
    {
      name: 'shell-loads-remotes-at-run-time',
      severity: 'error',
      comment: 'The shell finds remotes through remotes.json (federation), never by import.',
      from: { path: '^shell/' },
      to: { path: '^mf-[a-z]+/' },
    },
    {
      name: 'shared-stands-alone',
      severity: 'error',
      comment: 'shared holds contracts and the UI kit every bundle builds on; it depends on none.',
      from: { path: '^shared/' },
      to: { path: '^(api|server|shell|mf-[a-z]+|e2e)/' },
    },
    {
      name: 'front-ends-call-the-api-over-http',
      severity: 'error',
      comment:
        'The browser bundles reach the API and the store server over HTTP, never their code.',
      from: { path: '^(shell|mf-[a-z]+|shared)/' },
      to: { path: '^(api|server)/' },
    },
    {
      name: 'browser-code-off-the-node-kit',
      severity: 'error',
      comment:
        "shared/node is the servers' (fastify, node:crypto): no bundle a browser loads imports it.",
      from: { path: '^(shell|mf-[a-z]+|shared/src)/' },
      to: { path: '^shared/node/' },
    },
    {
      name: 'store-server-calls-the-api-over-http',
      severity: 'error',
      comment:
        "The store server fronts any commerce API of the SPEC's shape: it reads the reference API over HTTP (server/src/commerce), never its code (type-only imports count).",
      from: { path: '^server/' },
      to: { path: '^api/' },
    },
    {
      name: 'store-server-opens-no-database',
      severity: 'error',
      comment: 'The store server has no database: no driver is ever loaded by it.',
      from: { path: '^server/' },
      to: { path: '(^|node_modules/)(better-sqlite3|pg|pg-[a-z-]+|sqlite3|mysql2?|mongodb)($|/)' },
    },
    {
      name: 'reference-api-stands-alone',
      severity: 'error',
      comment: 'The reference API serves any store server; it imports none of the store server.',
      from: { path: '^api/' },
      to: { path: '^server/' },
    },
    {
      name: 'checkout-features-on-store-and-ui',
      severity: 'error',
      comment:
        "mf-checkout's feature folders build on store/ and ui/; those never import a feature back.",
      from: { path: '^mf-checkout/src/(store|ui)/' },
      to: { path: '^mf-checkout/src/', pathNot: '^mf-checkout/src/(store|ui|i18n|locales)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: {
      // node_modules stays in the graph (not followed): the store server's rule on database
      // drivers reads which packages it imports.
      path: [
        '(^|/)dist/',
        '\\.(test|spec)\\.tsx?$',
        '(^|/)(test|testing|__mocks__|bench)/',
        '^e2e/',
        '\\.d\\.ts$',
      ],
    },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default'],
      extensions: ['.ts', '.tsx', '.js', '.cjs', '.mjs', '.json'],
    },
  },
};

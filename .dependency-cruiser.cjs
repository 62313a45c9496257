// Which code may import which (`npm run deps`, part of `npm run lint`): the layering the
// architecture promises. Type-only imports count (a remote importing another's types is coupled
// to it all the same) except for cycles, which are those that exist at run time. Tests and test
// helpers may reach further and are not read.
//
// `scripts/code-map.mjs` keeps what dependency-cruiser does not measure: file and function length.

/**
 * The store server's files that still import the reference API's own modules (its database, its
 * catalog, checkout, theme and other routes' code, its seed, its app context: anything in api/src
 * but the server's folder and the generic lib/; type-only imports count, since a `Db` type means a
 * database handle) instead of calling the API. Issue 59
 * moves the store server to its own `server/` package that never imports `api/`; this list only
 * shrinks as each file is moved onto the commerce client, and no new file may join it.
 */
const HOST_READS_API_INTERNALS = [
  'actions/cartForms.ts',
  'actions/cartPageForms.ts',
  'actions/checkoutForm.ts',
  'actions/formReplies.ts',
  'actions/newsletterForm.ts',
  'actions/preferencesForm.ts',
  'bootBlock.ts',
  'crawl.ts',
  'head/describePage.ts',
  'head/jsonLd.ts',
  'head/pageHead.ts',
  'head/pageHeads.ts',
  'head/pages/collection.ts',
  'head/pages/context.ts',
  'head/pages/listing.ts',
  'head/pages/support.ts',
  'head/shopperChoice.ts',
  'hostOptions.ts',
  'pageWriter.ts',
  'render/checkoutFingerprint.ts',
  'render/warmPages.ts',
  'requestStore.ts',
  'storeFacts.ts',
  'storeFlags.ts',
  'tags/storeTagsBlock.ts',
];

const escaped = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

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
      to: { path: '^(api|shell|mf-[a-z]+|e2e)/' },
    },
    {
      name: 'front-ends-call-the-api-over-http',
      severity: 'error',
      comment: 'The browser bundles reach the API through its HTTP calls, never its code.',
      from: { path: '^(shell|mf-[a-z]+|shared)/' },
      to: { path: '^api/' },
    },
    {
      name: 'checkout-features-on-store-and-ui',
      severity: 'error',
      comment:
        "mf-checkout's feature folders build on store/ and ui/; those never import a feature back.",
      from: { path: '^mf-checkout/src/(store|ui)/' },
      to: { path: '^mf-checkout/src/', pathNot: '^mf-checkout/src/(store|ui|i18n|locales)/' },
    },
    {
      name: 'store-server-reads-no-new-api-internals',
      severity: 'error',
      comment:
        'The store server calls the commerce API (issue 59); only the files listed in ' +
        '.dependency-cruiser.cjs still read its database or domain code, until each is moved.',
      from: {
        path: '^api/src/host/',
        pathNot: `^api/src/host/(${HOST_READS_API_INTERNALS.map(escaped).join('|')})$`,
      },
      to: { path: '^api/src/', pathNot: '^api/src/(host|lib)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: {
      path: [
        '(^|/)node_modules/',
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

import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
// The un-ts fork of eslint-plugin-jsx-a11y: the original does not run on ESLint 10.
import jsxA11y from 'eslint-plugin-jsx-a11y-x';
import globals from 'globals';
import { FRONTENDS as FRONT_ENDS } from './scripts/lib.mjs';

/** Bundles deploy alone: none reaches into another's code or into shared's internals. */
const boundaryPatterns = (pkg) => [
  {
    group: FRONT_ENDS.filter((other) => other !== pkg).flatMap((o) => [`**/${o}/**`, o]),
    message: 'A bundle never imports another one: talk through the bus in @store/shared.',
  },
  {
    group: [
      '@store/shared/*',
      '!@store/shared/form',
      '!@store/shared/router',
      '!@store/shared/rx',
      '!@store/shared/testing',
      '**/shared/src/**',
    ],
    message:
      'Import @store/shared (its public index), @store/shared/form, /router or /rx, never their internals.',
  },
  {
    group: ['react-router', 'react-router/*', 'react-router-dom'],
    message:
      'Route through @store/shared/router: the one shared router, keeping only what it names of react-router (a direct import loads the library whole, and a second copy).',
  },
  {
    group: ['formik', 'formik/*'],
    message:
      'Build forms with the form kit in @store/shared/form (useStoreForm, StoreForm, fields): one formik wiring for every form.',
  },
];

/** Product code takes its flows from @store/shared/rx; tests may use the rest of RxJS. */
const flowPattern = {
  group: ['rxjs', 'rxjs/*', 'redux-observable'],
  message:
    'Import flows from @store/shared/rx: the one shared module keeping only what it names of RxJS and redux-observable (a direct import is a second copy).',
};

const TESTS = ['**/*.test.{ts,tsx}', '**/testing/**'];

const boundaries = FRONT_ENDS.flatMap((pkg) => [
  {
    files: [`${pkg}/**/*.{ts,tsx}`],
    ignores: TESTS,
    rules: {
      'no-restricted-imports': ['error', { patterns: [...boundaryPatterns(pkg), flowPattern] }],
    },
  },
  {
    files: TESTS.map((t) => `${pkg}/${t}`),
    rules: { 'no-restricted-imports': ['error', { patterns: boundaryPatterns(pkg) }] },
  },
]);

/** shared's own code too: a relative or direct import would not be the shared module. */
const sharedFlows = {
  files: ['shared/src/**/*.{ts,tsx}'],
  ignores: [...TESTS, 'shared/src/rx/**'],
  rules: { 'no-restricted-imports': ['error', { patterns: [flowPattern] }] },
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-*/**',
      '**/coverage/**',
      '**/.data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '**/.artifacts/**',
      '**/.federation/**',
      '**/.mf-types/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    files: ['**/*.{js,cjs,mjs}'],
    languageOptions: { globals: { ...globals.node }, sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.mjs', 'eslint.config.mjs'],
    languageOptions: { sourceType: 'module' },
  },
  {
    // The servers' database and network calls are promises: one left un-awaited answers before the
    // write lands, or a Promise tested in an if is always true. Type-aware, so for the servers only.
    files: ['{api,server}/{src,test,test-pg}/**/*.ts', 'shared/node/**/*.ts'],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: false }],
      '@typescript-eslint/await-thenable': 'error',
    },
  },
  {
    // A condition the types say is always true or false is dead code or a wrong type: data that can
    // be missing (JSON, cookies, rows, answers) is typed so where it enters, and the check stays.
    // Type-aware; product code only (tests build odd values on purpose).
    files: [
      '{api,server,shell,shared,mf-catalog,mf-cart,mf-checkout,mf-support}/src/**/*.{ts,tsx}',
      'shared/node/**/*.ts',
    ],
    ignores: ['**/*.test.{ts,tsx}', '**/test/**', '**/testing/**'],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: { '@typescript-eslint/no-unnecessary-condition': 'error' },
  },
  {
    // The servers read shared's pure modules (locales, currencies, regions, which remote owns a
    // path) instead of writing them out again: a copy drifts, and the browser and they disagree.
    files: ['{api,server}/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'Property[key.name="local_code"][value.type="Literal"], ObjectExpression:has(> Property[key.name="region"]):has(> Property[key.name="fulfillment_region"])',
          message:
            "Locales and regions are shared's: import them from @store/shared/src/i18n/localeLists.",
        },
        {
          selector: 'ArrayExpression:has(> Literal[value="USD"]):has(> Literal[value="EUR"])',
          message:
            "The currencies are shared's: import CURRENCY_CODES from @store/shared/src/i18n/localeLists.",
        },
        {
          selector: 'ReturnStatement > Literal[value=/^mf-(catalog|cart|checkout|support)$/]',
          message: "Which remote owns a path is shared's routeOwner (@store/shared/src/routes).",
        },
      ],
    },
  },
  ...boundaries,
  sharedFlows,
  { ...jsxA11y.configs.recommended, files: ['**/*.tsx'] },
  {
    files: ['**/*.tsx'],
    rules: {
      // Swatch labels carry their name in a visually hidden span, three levels down.
      'jsx-a11y-x/label-has-associated-control': ['error', { depth: 3 }],
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'e2e/**/*.ts'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);

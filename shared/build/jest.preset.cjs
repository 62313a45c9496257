// Jest base config: swc transform (same JSX settings as webpack), jsdom for browser bundles.
const path = require('path');
const { LOCALE_TEXTS, MESSAGE_FILES, SWC_PRECOMPILE_PLUGIN } = require('./precompiledMessages.cjs');

/** @param {boolean} precompile swc's FormatJS plugin (precompiledMessages.cjs) */
const swcJest = (precompile) => [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      target: 'es2022',
      ...(precompile ? { experimental: { plugins: [SWC_PRECOMPILE_PLUGIN] } } : {}),
      transform: { react: { runtime: 'automatic', importSource: '@emotion/react' } },
    },
  },
];

module.exports = function jestConfig({ dir, environment = 'jsdom', setup = [] }) {
  return {
    rootDir: dir,
    testEnvironment: environment,
    testMatch: [
      '<rootDir>/src/**/*.test.ts',
      '<rootDir>/src/**/*.test.tsx',
      '<rootDir>/test/**/*.test.ts',
    ],
    transform: {
      // A bundle's locales/<locale>.json, precompiled as webpack's loader does.
      [LOCALE_TEXTS.source]: path.join(__dirname, 'precompiledMessages.cjs'),
      // The files that define messages: their en words as syntax trees, as in the bundles.
      [MESSAGE_FILES.source]: swcJest(true),
      '^.+\\.(t|j)sx?$': swcJest(false),
    },
    // react-intl and FormatJS ship ES modules only: compiled like our own code.
    transformIgnorePatterns: ['/node_modules/(?!(react-intl|@formatjs|intl-messageformat)/)'],
    moduleNameMapper: {
      '^@store/shared$': path.resolve(__dirname, '..', 'src', 'index.ts'),
      '^@store/shared/form$': path.resolve(__dirname, '..', 'src', 'ui', 'form', 'index.ts'),
      '^@store/shared/router$': path.resolve(__dirname, '..', 'src', 'router', 'index.ts'),
      '^@store/shared/rx$': path.resolve(__dirname, '..', 'src', 'rx', 'index.ts'),
      '^@store/shared/testing$': path.resolve(__dirname, '..', 'src', 'testing', 'index.ts'),
    },
    setupFiles: [path.join(__dirname, 'jest.setup.cjs')],
    // CI runs seven projects' suites side by side on two cores; a form test that types a whole
    // address took 5–14 s there. Speed is budgeted in `npm run bench`, not here.
    testTimeout: 30000,
    // toBeInTheDocument, toHaveTextContent, toBeDisabled… for every browser bundle's tests.
    // `setup`: a bundle's own (its words in every locale, loaded as the shell's `prepare` does).
    setupFilesAfterEnv: [
      ...(environment === 'jsdom' ? ['@testing-library/jest-dom'] : []),
      ...setup,
    ],
  };
};

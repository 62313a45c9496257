const base = require('../shared/build/jest.preset.cjs')({ dir: __dirname });

// @testing-library/jest-dom is not installed: a few DOM matchers of our own (src/test/domMatchers.ts).
module.exports = { ...base, setupFilesAfterEnv: ['<rootDir>/src/test/domMatchers.ts'] };

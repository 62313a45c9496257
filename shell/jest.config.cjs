module.exports = require('../shared/build/jest.preset.cjs')({
  dir: __dirname,
  setup: ['<rootDir>/src/test/loadWords.ts'],
});

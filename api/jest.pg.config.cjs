// The API suite on PostgreSQL (`npm run test:pg`): every test of test/ with TEST_DATABASE_URL set,
// plus test-pg/, which needs several API processes on one PostgreSQL database.
const base = require('./jest.config.cjs');

module.exports = { ...base, testMatch: [...base.testMatch, '<rootDir>/test-pg/**/*.test.ts'] };

// The store server's suites on PostgreSQL (`npm run test:pg`, after the API's): test-pg/ starts
// store servers and API processes as they ship, on a database of their own (TEST_DATABASE_URL's
// server). server/test runs in `npm run test:unit` (jest.config.cjs), where the store server has
// no database and its reference API is SQLite.
const base = require('./jest.config.cjs');

module.exports = {
  ...base,
  testMatch: ['<rootDir>/test-pg/**/*.test.ts'],
};

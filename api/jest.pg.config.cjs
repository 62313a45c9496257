// The API's suites whose result depends on the database engine, on PostgreSQL (`npm run test:pg`):
// the repositories and the routes that read and write through them, migrations, races and
// transactions, the catalog version's notifications, the pool's metrics and probes, plus
// test-pg/ (several API processes on one PostgreSQL database). Suites of what does not touch the
// engine (security headers, rate limits, logs, the OpenAPI document, pure rules) run once, on
// SQLite, in `npm run test:unit`; the store server's (server/test) have no database. A new suite that reads or writes
// the database belongs in ENGINE_SUITES.
const base = require('./jest.config.cjs');

const ENGINE_SUITES = [
  'access', // access codes and sessions stored per store
  'catalog', // listings, collections, products, inventory
  'catalog-modes',
  'checkout', // checkouts created, updated and priced
  'checkout-link',
  'currency', // stored rates and per-store currencies
  'db', // migrations and the driver
  'errors', // bad bodies against routes that write
  'fuzz',
  'http-caching', // validators and freshness follow the catalog version (NOTIFY on PostgreSQL)
  'metrics', // the pool's gauges, a database that does not answer
  'misc-calls', // orders, tracking, contact
  'newsletter',
  'payments',
  'probes', // readiness asks the database
  'products-page-cache', // kept until the catalog version moves (NOTIFY on PostgreSQL)
  'providers',
  'race', // concurrent writes
  'search',
  'shutdown', // the pool closes with the app
  'storefront', // store facts, sitemap entries, subscriptions and the change events they get
  'tile-reads', // the products page's tiles, read in SQL of their own
  'trust',
  'tx-retry',
  'wallets',
];

module.exports = {
  ...base,
  testMatch: [
    ...ENGINE_SUITES.map((name) => `<rootDir>/test/${name}.test.ts`),
    '<rootDir>/test-pg/**/*.test.ts',
  ],
};

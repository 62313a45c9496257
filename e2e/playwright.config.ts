import { defineConfig } from '@playwright/test';
import { STORE_URL } from './support/ports';

// Real Debian Chromium (never `playwright install`). Each worker has a store server, deploy file
// and database of its own (global-setup.ts), so the failure and skew specs, which repoint a
// store's remotes, run beside the others. Two workers on this 2-core machine (E2E_WORKERS sets
// another count; three took as long: the cores are the limit). Files are spread over them, the
// tests of a file run in order. The specs that time a slow phone (4x CPU) run last, on their own
// (TIMED_SPECS). No test is retried, in CI either: a test that fails now and then is a race to
// find, in the product or the test, never a pass to take.
const TIMED_SPECS = /(first-tap|field-vitals)\.spec\.ts$/;

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS || 2),
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // The list as it runs; the JSON report is read by `npm test`'s table (scripts/test.mjs): the
  // slowest tests.
  reporter: [['list'], ['json', { outputFile: '.artifacts/results.json' }]],
  globalSetup: './support/global-setup.ts',
  globalTeardown: './support/global-teardown.ts',
  use: {
    // This worker's own store (ports.ts: the config is read again in each worker).
    baseURL: STORE_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'chromium', use: { browserName: 'chromium' }, testIgnore: TIMED_SPECS },
    // After the rest, and one at a time: a 4x CPU page going live is what they measure, and
    // another spec's pages on the same cores would be measured with it. Two 4x CPU browsers at
    // once starved each other: a quick add fell back to its form, and a page left for
    // about:blank was cut off in its pagehide before its beacon went (CI stop 67, and each of 8
    // two-worker runs on that slower 2-core machine; 0 of 3 one at a time).
    {
      name: 'timed',
      use: { browserName: 'chromium' },
      testMatch: TIMED_SPECS,
      dependencies: ['chromium'],
      workers: 1,
    },
  ],
});

import type { Page } from '@playwright/test';

/**
 * The page is live and the browser has been idle since: the field vitals reporter, asked for only
 * then, has run and marked the page (shared's VITALS_MARK). So whatever the app does as it mounts
 * (its page view, its first analytics) is done, and the reporter watches the view (every e2e
 * store reports every view: VITALS_SAMPLE_RATE's default, 1).
 */
export const vitalsWatching = (page: Page) =>
  page.waitForFunction(
    () => performance.getEntriesByName('store:vitals', 'mark').length > 0,
    null,
    {
      timeout: 30_000,
    },
  );

import type { Page } from '@playwright/test';

/**
 * The page's scripts as the browser asked for them to run: path, and when (ms since navigation
 * start). Not what a link hint fetched: before the first touch, that is the idle prefetch, which
 * runs nothing (ssr-first-paint.spec.ts tests that).
 */
export const scriptsAsked = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((e) => /\.js(\?|$)/.test(e.name))
      .filter((e) => (e as PerformanceResourceTiming).initiatorType !== 'link')
      .map((e) => ({ path: new URL(e.name).pathname, start: e.startTime })),
  );

import type { Page } from '@playwright/test';

/** How many events of one name the page pushed to its dataLayer (SPEC §7). */
export const dataLayerCount = (page: Page, event: string): Promise<number> =>
  page.evaluate(
    (name) =>
      ((window as unknown as { dataLayer?: { event?: string }[] }).dataLayer ?? []).filter(
        (e) => e.event === name,
      ).length,
    event,
  );

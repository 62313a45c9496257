/**
 * User-timing marks the page leaves for its field vitals (shell/src/vitals), so parts built apart
 * (the after-paint script, shared's hydration gates, the shell) need no channel but the page's own
 * performance timeline, which the browser's tools show too.
 */

/** The page's own area went live (hydrated or mounted): the end of "first paint → live". */
export const LIVE_MARK = 'store:live';

/**
 * One shopper action (a press, typing into a box, a pick, a submit) that arrived before the part
 * it touched was live: kept and played again, left to the browser, or replayed by React.
 */
export const EARLY_ACTION_MARK = 'store:early-action';

/**
 * The field vitals reporter is watching this page view (its chunk loaded and ran): from here on,
 * leaving the page sends its batch. Before it, a page left sends nothing (a view not measured).
 */
export const VITALS_MARK = 'store:vitals';

/** Leaves a mark; a browser without user timing simply has none. */
export function markPage(name: string): void {
  try {
    performance.mark(name);
  } catch {
    // No performance timeline (an old browser, a test environment): nothing to measure by.
  }
}

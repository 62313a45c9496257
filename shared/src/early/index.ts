/**
 * Early events: everything a shopper does on a server-rendered page before its app is live, and
 * how each reaches the app exactly once. One module, in the order a tap meets it:
 *
 * 1. Before any script file has arrived: the page's inline capture (`captureScript.ts`, allowed
 *    by its hash in the CSP) keeps every event and holds the submits the live page answers
 *    (`HOLDS_SUBMIT` forms, and forms with no `action`); held ones go natively at
 *    `HOLD_SUBMIT_BOUND_MS` if nothing takes them (`earlyCapture.ts` takes the list).
 * 2. After paint (`store-after-paint.js`, built from `afterPaintScript.ts`): `afterPaint.ts`
 *    releases the shell's scripts, after paint or at the first sign of intent; `earlyEvents.ts`
 *    holds presses and typing with their native defaults stopped and the rest of each press kept
 *    from React, then replays them onto the element now in their place once the page is live
 *    (`whenLive.ts`), or sends a held form natively at the bound, never both.
 * 3. While the app hydrates: a part that waits (`HydrateOnDemand`) opens under the touch, before
 *    React's own listener (`hydrationGates.ts`), and a form adopts what its controls hold
 *    (`useAdoptEarly.ts`: the form kit's `useEarlyInput`, mf-catalog's listing picks).
 * 4. Analytics hand-over: what the page reports at paint from its HTML (`paintEvents.ts`: page
 *    view, impressions, view_item, and an action the store server did for a form; `tileClicks.ts`:
 *    a tile followed before the app ran), and the live app's first push of each taken instead of
 *    sent twice (`takePaintEvent`, `actionEventsLeft`).
 *
 * The scripts of steps 1, 2 and 4's paint run before the app and are built alone (a few KB);
 * the app's side is exported here.
 */
export { BOOT_DATA_ID, INTERACTIVE_ATTRIBUTE, NEEDS_SCRIPT_ATTRIBUTE } from './pageIds';
export {
  ACTION_EVENT_ATTRIBUTE,
  ACTION_ID_ATTRIBUTE,
  ACTION_ID_PARAM,
  ADDED_QUANTITY_PARAM,
  IMPRESSIONS_ATTRIBUTE,
  PAGE_VIEW_PATH,
  VIEW_ITEM_ATTRIBUTE,
} from './analyticsIds';
export { whenLive } from './whenLive';
export { HOLDS_SUBMIT, needsScriptWhen } from './needsScript';
export { beginPageHydration } from './hydrationGates';
export { markShellStarting } from './shellStarting';
export { useAdoptEarly } from './useAdoptEarly';
export { actionEventsLeft, sendPaintEvents, takePaintEvent } from './paintEvents';

/**
 * The script every page that waits for the shopper's first touch runs at once (built beside
 * store-after-paint.js): it tells the page's view from the HTML alone (`paintEvents.ts`, and a
 * listing's view to the tracking service: ../ssr/campaignView).
 */
export const PAGE_VIEW_PATH = '/store-page-view.js';

/**
 * On a tile grid of a server-rendered page: the `ecommerce` object of the list's
 * `product-impression` as JSON, the one the live grid reports (mf-catalog tileAnalytics).
 */
export const IMPRESSIONS_ATTRIBUTE = 'data-impressions';

/**
 * The window property `store-page-view.js` sets once it pushes tile clicks (tileClicks.ts): the
 * page's inline capture (captureScript.ts), which pushes them from the first byte, then stops.
 */
export const TILE_CLICKS_GLOBAL = 'storeTileClicks';

/** On a listing's view: the `ecommerce` object of its `view_item` as JSON (mf-catalog listing). */
export const VIEW_ITEM_ATTRIBUTE = 'data-view-item';

/**
 * On the notice of an action the store server did for a form (an add through `/cart/add` before
 * or without the page's scripts): the dataLayer event the live page would have pushed for it, as
 * JSON, pushed from the HTML of the page the shopper lands on (`paintEvents.ts`). The live app
 * pushes nothing for such a notice.
 */
export const ACTION_EVENT_ATTRIBUTE = 'data-action-event';
/**
 * Beside it: the action's one-time id, from the store server's redirect (`action=`), so a reload
 * or a step back to the same address does not push it again (kept in the tab's sessionStorage).
 */
export const ACTION_ID_ATTRIBUTE = 'data-action-id';
/** The address parameter carrying that id (server/src/actions/listingForm.ts writes it). */
export const ACTION_ID_PARAM = 'action';
/** The address parameter carrying how many were added (the form's quantity). */
export const ADDED_QUANTITY_PARAM = 'added';

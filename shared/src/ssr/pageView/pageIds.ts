/**
 * The script every page that waits for the shopper's first touch runs at once (built beside
 * store-after-paint.js): it tells the page's view from the HTML alone (`paintEvents.ts`, and a
 * listing's view to the tracking service: ../campaignView).
 */
export const PAGE_VIEW_PATH = '/store-page-view.js';

/**
 * On a tile grid of a server-rendered page: the `ecommerce` object of the list's
 * `product-impression` as JSON, the one the live grid reports (mf-catalog tileAnalytics).
 */
export const IMPRESSIONS_ATTRIBUTE = 'data-impressions';

/** On a listing's view: the `ecommerce` object of its `view_item` as JSON (mf-catalog listing). */
export const VIEW_ITEM_ATTRIBUTE = 'data-view-item';

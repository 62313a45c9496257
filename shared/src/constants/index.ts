/** Business constants of SPEC section 9. */
export const TOAST_DURATION_MS = 3000;
export const TOAST_LONG_DURATION_MS = 6000;
export const TOAST_PRUNE_AFTER_MS = 300000;
export const CHECKOUT_POLL_ATTEMPTS = 4;
export const CHECKOUT_POLL_INTERVAL_MS = 1000;
export const FETCH_RETRIES = 2;
export const AFTERPAY_FAILURE_REDIRECT_MS = 4000;
export const ADDRESS_CHOICE_DEBOUNCE_MS = 300;
export const QUICK_ADD_AUTO_CLOSE_MS = 6000;
export const IMAGE_HOVER_CYCLE_MS = 1000;
export const SCROLL_TO_TOP_DELAY_MS = 200;
export const UNAVAILABLE_ITEMS_MODAL_DELAY_MS = 400;
export const MOBILE_HEADER_SCROLL_THRESHOLD_PX = 15;
export const PROMO_ROTATION_MS = 7000;
export const COPIED_LABEL_MS = 3000;
// Outage limits (not in the SPEC): how long a sender waits before calling something down.
/** A cart command with no `cart:ack` by then counts as failed (the cart service is not running). */
export const CART_COMMAND_TIMEOUT_MS = 4000;
/** config.json not answered by then: the store-unavailable page (a spinner would hang for good). */
export const CONFIG_LOAD_TIMEOUT_MS = 10000;
/** A remote's `./Routes` (all retries included) not loaded by then shows the fallback. */
export const REMOTE_LOAD_TIMEOUT_MS = 10000;

export const COLLECTION_PAGE_SIZE = 150;
export const SEARCH_PAGE_SIZE = 12;
export const MAX_PRODUCT_PAGES = 50;
export const AUTOCOMPLETE_LIMIT = 5;
export const RELATED_ITEMS_LIMIT = 4;
export const QUANTITY_MAX_DEFAULT = 10;
export const FEATURED_SKELETON_TILES = 4;
export const SEARCH_MIN_TERM_LENGTH = 3;

export const ORDER_RECOVERY_DAYS = 60;
export const FREE_RETURN_DAYS = 30;
export const AFFILIATE_COOKIE_SECONDS = 604800;
export const WALLET_FALLBACK_TOTAL = 1;
export const WALLET_TOTAL_LABEL = 'Total cost';
export const DEFAULT_CURRENCY = 'USD';
export const DEFAULT_REGION = 'USA';
export const PAYMENT_REQUEST_BUTTON_HEIGHT_PX = 55;
export const CARD_FONT_SIZE_PX = 16;

export const BREAKPOINTS = [1400, 1300, 1200, 1040, 991, 840, 767, 540, 400, 350] as const;
export const MOBILE_BREAKPOINT = 767;

export const DEFAULT_THEME_LAYOUT = { header: 1, heroBanner: 2, footer: 1 } as const;
export const LEGAL_LAST_UPDATED = '2020-02-20';

/** Cookie holding the cart of one store. */
export const cartCookieName = (storeSlug: string) => `cart_${storeSlug}`;

/**
 * Cookie remembering the store's current checkout id (one day: shared `cookies`
 * CHECKOUT_COOKIE_DAYS), written by mf-cart and by the store server's Checkout form.
 */
export const checkoutCookieName = (storeSlug: string) => `checkout_${storeSlug}`;

/**
 * What a server render writes where the header's cart count goes: the render is shared by every
 * shopper, so the store server puts each shopper's own count there (from their cart cookie) as
 * it sends the page (server/src/cartCount.ts), and the pill hydrates with the count it finds.
 */
export const CART_COUNT_SLOT = '%STORE_CART_COUNT%';
/** The attribute on the pill that carries the count the page was sent with. */
export const CART_COUNT_ATTRIBUTE = 'data-cart-count';

/** Where the age gate's Exit takes the shopper (SPEC §5 "Exit redirects away"). */
export const AGE_GATE_EXIT_URL = 'https://www.google.com';

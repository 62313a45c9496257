/**
 * On `<html>` once the page's own area is live (hydrated or mounted, or its fallback shown): set
 * by the shell, read by the after-paint script, monitoring and tests.
 */
export const INTERACTIVE_ATTRIBUTE = 'data-interactive';

/**
 * The `<template>` the store server holds a painted page's scripts in (entry and preload hints),
 * and the script that releases them: built from `afterPaint.ts` into the shell's dist.
 */
export const AFTER_PAINT_TEMPLATE_ID = 'store-after-paint';
export const AFTER_PAINT_PATH = '/store-after-paint.js';

/**
 * On the template: when its scripts are released. `paint` (the default): once the page has
 * painted. `intent`: only at the shopper's first sign of using the page (a touch, a key, focus,
 * a pointer moving over it, a wheel, a scroll, typing), for pages whose forms and links work
 * without script.
 */
export const AFTER_PAINT_RELEASE_ATTRIBUTE = 'data-release';
export type AfterPaintRelease = 'paint' | 'intent';

/**
 * On any element of a page whose scripts wait for intent: that part has to act with no touch
 * (the cart's unavailable-items modal, SPEC §4), so the page is released after paint instead.
 * Written by the part's own render, which alone knows (the store server's page writer does not).
 */
export const NEEDS_SCRIPT_ATTRIBUTE = 'data-needs-script';

/**
 * The JSON data block the store server writes into every page (server/src/pageWriter.ts): what
 * the shell would fetch at start-up (shell/src/boot/inlineBoot.ts), read by the small scripts too.
 */
export const BOOT_DATA_ID = 'store-boot';

/**
 * On a form the store server answers and the live page answers better (the listing's Add to cart:
 * the cart-confirmation and analytics; a tile's quick add: the options panel). A press of its
 * submit button before the page is live is held, like a button's, and played onto the live page;
 * if the page is not live within `HOLD_SUBMIT_BOUND_MS`, the form is sent as it would have been.
 */
export const HOLD_SUBMIT_ATTRIBUTE = 'data-hold';
/**
 * How long a held submit waits for the page. Measured by `npm run bench` (bench/firstTap.mjs) on
 * its mobile profile (slow 4G, 4x CPU), a listing's first touch is live 1.5–1.75 s later once the
 * idle prefetch has run (2.8 s at worst), so that shopper gets the live page's answer; from a cold
 * cache it is live only 5.7–5.8 s later, and the store server's answer (the form, 4.8 s from the
 * press) beats waiting for it. At full speed the page is live 0.7 s after the touch.
 */
export const HOLD_SUBMIT_BOUND_MS = 3000;
/**
 * Set on `<html>` by the shell as it starts (`markShellStarting`, shell/src/start.tsx): its code
 * has come, and what is left is its boot and hydration, the main thread's work. A submit still
 * held when the bound passes on such a page waits the bound again, up to `HOLD_SUBMIT_MORE_BOUNDS`
 * times: on a slow or busy phone (4x CPU on two busy cores: the shell started 2–5 s after the
 * press and was live 1–2 s later) the live answer is then that close, and sending the form would
 * trade it for a whole page load that runs the same scripts again. A shell that cannot start takes
 * the attribute off, so the form goes at the next bound. The form's own name on purpose: the
 * after-paint script already carries it, and its 2 KB gzip budget has no room for another.
 */
export const SHELL_STARTING_ATTRIBUTE = HOLD_SUBMIT_ATTRIBUTE;
/** At most this many more bounds (12 s from the press in all): a shell that hangs (a remote that
 * never answers) must not keep the shopper's tap for good. */
export const HOLD_SUBMIT_MORE_BOUNDS = 3;

import { loadRemote, preloadRemote } from '@module-federation/enhanced/runtime';
import {
  bus,
  EARLY_ACTION_MARK,
  REMOTE_CONTAINERS,
  REMOTE_LOAD_TIMEOUT_MS,
  routeOwner,
  type RemoteName,
} from '@store/shared';
import type { CartServiceExports } from '../federation/remoteModules';
import { fallbackCause, isFallbackModule } from '../federation/fallbackModules';
import { withDeadline } from './deadline';

/**
 * Starts mf-cart's headless cart service (SPEC: start-up loads the persisted cart). A failure is
 * logged and ignored: the pill then shows what the cart cookie holds, and the rest of the store
 * keeps working (cart commands time out into an error toast).
 */
export async function startCartService(): Promise<{ stop(): void } | null> {
  try {
    const mod = await withDeadline(
      // Typed from mf-cart's real exports (generated, see federation/remoteModules.ts).
      loadRemote<CartServiceExports>('mf_cart/cartService'),
      REMOTE_LOAD_TIMEOUT_MS,
      () => new Error(`mf_cart/cartService did not load within ${REMOTE_LOAD_TIMEOUT_MS} ms`),
    );
    // The load failed and was reported (telemetry plugin); the stand-in starts nothing.
    if (isFallbackModule(mod)) throw fallbackCause(mod);
    if (!mod || typeof mod.startCartService !== 'function') {
      throw new Error('mf_cart/cartService has no startCartService export');
    }
    return mod.startCartService();
  } catch (e) {
    console.error('[shell] cart service could not start', e);
    return null;
  }
}

/**
 * Pages whose own code needs the cart as they open: the cart, and a checkout (its completion
 * empties the cart with no touch of the shopper's, after a wallet or PayPal redirect).
 */
const OWNERS_NEEDING_CART: ReadonlySet<RemoteName> = new Set(['mf-cart', 'mf-checkout']);

/** mf-cart's cart service fetched into the cache and its container registered, not run. */
function preloadCartService(): void {
  Promise.resolve()
    .then(() =>
      preloadRemote([
        {
          nameOrAlias: REMOTE_CONTAINERS['mf-cart'],
          exposes: ['./cartService'],
          resourceCategory: 'sync',
        },
      ]),
    )
    .catch(() => {
      // Quietly: the start loads (and reports) it when the shopper needs it.
    });
}

/** A tap or a click (a key that presses a button clicks it): a cart command may follow. */
const FIRST_TOUCH = ['pointerdown', 'touchstart', 'click'] as const;

/** Fields a shopper types into: a tap there starts typing, which the cart's start would slow. */
const TEXT_ENTRY =
  'textarea, select, [contenteditable], input:not([type=radio], [type=checkbox], [type=submit], [type=button], [type=reset], [type=image])';

/**
 * The shopper already pressed or picked on the server's page before the shell ran (the after-paint
 * script marks each such action, `EARLY_ACTION_MARK`), and is not typing into a field now. That
 * first tap happened before this module listened, and may be Add to cart, replayed once the page
 * is live: the service's manifest, entry and chunks are fetched now, beside the hydration, so its
 * start at the replay waits for no round trip (issue 58: on a phone's network it waited for two,
 * mf-cart's manifest and entry, after the page went live). Fetched only: running it now would take
 * the CPU from the hydration the replay waits for.
 */
function touchedBeforeBoot(doc: Document): boolean {
  let marks = 0;
  try {
    marks = performance.getEntriesByName(EARLY_ACTION_MARK, 'mark').length;
  } catch {
    // No user timing: nothing says the shopper acted.
  }
  const active = doc.activeElement;
  return marks > 0 && !(active instanceof Element && active.closest(TEXT_ENTRY));
}

/**
 * Starts the cart service when the page first needs it, not with every page (issue 39: a remote
 * not yet needed downloads nothing but its manifest). The header's count needs no script (the
 * store server writes it from the cart cookie), so on a catalog or support page mf-cart's code is
 * fetched at the shopper's first tap or click outside a text field (a pick, then Add to cart, may
 * follow), or when a cart command is on its way (`remote:preload` of mf-cart, which shared's
 * `requestCartCommand` sends before it waits for the service). Typing never starts it, so its
 * start never competes with a phone's early typing (the search box's 6x CPU matrix). A page that
 * mf-cart or mf-checkout owns starts it at once. Returns a cancel.
 */
export function startCartServiceWhenNeeded(
  start: () => unknown = startCartService,
  doc: Document = document,
  fetchAhead: () => unknown = preloadCartService,
): () => void {
  if (OWNERS_NEEDING_CART.has(routeOwner(doc.location.pathname))) {
    start();
    return () => {};
  }
  if (touchedBeforeBoot(doc)) fetchAhead();
  let started = false;
  const preload = bus.on('remote:preload').subscribe(({ remote }) => {
    if (remote === 'mf-cart') go();
  });
  const cancel = () => {
    preload.unsubscribe();
    for (const type of FIRST_TOUCH) doc.removeEventListener(type, onTouch, true);
  };
  function go() {
    if (started) return;
    started = true;
    cancel();
    start();
  }
  function onTouch(event: Event) {
    const target = event.target instanceof Element ? event.target : null;
    if (!target?.closest(TEXT_ENTRY)) go();
  }
  for (const type of FIRST_TOUCH)
    doc.addEventListener(type, onTouch, { capture: true, passive: true });
  return () => {
    started = true;
    cancel();
  };
}

import { loadRemote } from '@module-federation/enhanced/runtime';
import { REMOTE_LOAD_TIMEOUT_MS } from '@store/shared';
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

import { exposedContract, type CartServiceModule } from '@store/shared';
import { cartActions } from './cart/cartSlice';
import { getAppRuntime, type AppRuntime } from './store/store';

/**
 * Runs the cart epics over a cart store and reads the persisted cart. Idempotent while running;
 * stop() unsubscribes them.
 */
export function runCartService(runtime: AppRuntime): { stop(): void } {
  if (!runtime.running) {
    runtime.start();
    runtime.store.dispatch(cartActions.serviceStarted());
  }
  return {
    stop() {
      runtime.stop();
    },
  };
}

/** Started once by the shell at boot (and by the cart page, in case it was not). */
export const startCartService: CartServiceModule['startCartService'] = () =>
  runCartService(getAppRuntime());

/** Which contract this module keeps (the shell refuses another major). */
export const contract = exposedContract('mf_cart/cartService');

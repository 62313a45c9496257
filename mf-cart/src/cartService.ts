import type { CartServiceModule } from '@store/shared';
import { getCartRuntime } from './cart/cartStore';

/**
 * Started once by the shell at boot (and by the cart page, in case it was not): runs the cart
 * epics over the module's one store. Idempotent while running; stop() unsubscribes them.
 */
export const startCartService: CartServiceModule['startCartService'] = () => {
  const runtime = getCartRuntime();
  runtime.start();
  return {
    stop() {
      runtime.stop();
    },
  };
};

import {
  bus,
  createCheckout,
  getListing,
  getRuntimeConfig,
  getStoreProducts,
  type EventBus,
  type PersistedCart,
} from '@store/shared';
import { readCartCookie, writeCartCookie } from '../cart/cartCookie';

/**
 * What the cart's epics and the shelf's read need from outside; tests pass fakes instead of
 * mocking modules.
 */
export interface AppDeps {
  api: {
    getListing: typeof getListing;
    getStoreProducts: typeof getStoreProducts;
    createCheckout: typeof createCheckout;
  };
  bus: EventBus;
  storeSlug: () => string;
  readCart: (storeSlug: string) => PersistedCart;
  writeCart: (storeSlug: string, cart: PersistedCart) => void;
}

export const defaultDeps = (): AppDeps => ({
  api: { getListing, getStoreProducts, createCheckout },
  bus,
  storeSlug: () => getRuntimeConfig().storeSlug,
  readCart: readCartCookie,
  writeCart: writeCartCookie,
});

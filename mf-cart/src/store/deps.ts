import {
  bus,
  createCheckout,
  getListing,
  getRuntimeConfig,
  getStoreProducts,
  type Checkout,
  type CreateCheckoutBody,
  type EventBus,
  type Listing,
  type ListingQuery,
  type PersistedCart,
} from '@store/shared';
import { readCartCookie, writeCartCookie } from '../cart/cartCookie';

/**
 * What the cart's epics and the shelf's read need from outside; tests pass fakes instead of
 * mocking modules.
 */
export interface AppDeps {
  api: {
    // fetchJson resolves null for a 2xx whose body is empty or not JSON: callers check the answer.
    getListing: (q: ListingQuery) => Promise<Listing | null>;
    getStoreProducts: typeof getStoreProducts;
    createCheckout: (body: CreateCheckoutBody) => Promise<Checkout | null>;
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

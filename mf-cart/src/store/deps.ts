import {
  bus,
  getListing,
  getRuntimeConfig,
  getStoreProducts,
  type EventBus,
  type Listing,
  type ListingQuery,
  type PersistedCart,
  type ProductsPage,
  type StoreProductsQuery,
} from '@store/shared';
import { readCartCookie, writeCartCookie } from '../cart/cartCookie';

/** What the cart epics and the shelf's read need from outside; tests pass fakes instead of mocking modules. */
export interface AppDeps {
  bus: EventBus;
  storeSlug: () => string;
  readCart: (storeSlug: string) => PersistedCart;
  writeCart: (storeSlug: string, cart: PersistedCart) => void;
  getListing: (q: ListingQuery) => Promise<Listing>;
  getStoreProducts: (q: StoreProductsQuery) => Promise<ProductsPage>;
}

export const defaultDeps = (): AppDeps => ({
  bus,
  storeSlug: () => getRuntimeConfig().storeSlug,
  readCart: readCartCookie,
  writeCart: writeCartCookie,
  // Late-bound so tests can replace the shared call with jest.mock.
  getListing: (q) => getListing(q),
  getStoreProducts: (q) => getStoreProducts(q),
});

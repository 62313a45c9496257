import {
  bus,
  getInventory,
  getListing,
  getRuntimeConfig,
  getStoreCollections,
  getStoreProducts,
  getTheme,
  type EventBus,
} from '@store/shared';

/** The calls and the bus the epics use; tests pass fakes instead of mocking modules. */
export interface AppDeps {
  api: {
    getStoreProducts: typeof getStoreProducts;
    getStoreCollections: typeof getStoreCollections;
    getListing: typeof getListing;
    getInventory: typeof getInventory;
    getTheme: typeof getTheme;
  };
  bus: EventBus;
  siteKey: () => string;
}

export const defaultDeps: AppDeps = {
  api: { getStoreProducts, getStoreCollections, getListing, getInventory, getTheme },
  bus,
  siteKey: () => getRuntimeConfig().siteKey,
};

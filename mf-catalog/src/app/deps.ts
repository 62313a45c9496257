import {
  bus,
  getInventory,
  getListing,
  getRuntimeConfig,
  getSessionCredentials,
  getStoreCollections,
  getStoreProducts,
  getTheme,
  type EventBus,
} from '@store/shared';

/** The calls and the bus the epics use; tests pass fakes instead of mocking modules. */
export interface CatalogDeps {
  api: {
    getStoreProducts: typeof getStoreProducts;
    getStoreCollections: typeof getStoreCollections;
    getListing: typeof getListing;
    getInventory: typeof getInventory;
    getTheme: typeof getTheme;
  };
  bus: EventBus;
  siteKey: () => string;
  accessCode: () => string | null;
}

export const defaultDeps: CatalogDeps = {
  api: { getStoreProducts, getStoreCollections, getListing, getInventory, getTheme },
  bus,
  siteKey: () => getRuntimeConfig().siteKey,
  accessCode: () => getSessionCredentials().accessCode,
};

import {
  bus,
  getInventory,
  getListing,
  getNftAvailability,
  getStoreCollections,
  getStoreProducts,
  searchStoreProducts,
  submitPreorder,
  trackViewedCampaign,
  type EventBus,
} from '@store/shared';
import { getProductCache } from '../products/productCache';

/** The calls and the bus the epics use; tests pass fakes instead of mocking modules. */
export interface AppDeps {
  api: {
    getStoreProducts: typeof getStoreProducts;
    searchStoreProducts: typeof searchStoreProducts;
    getProductCache: typeof getProductCache;
    getStoreCollections: typeof getStoreCollections;
    getListing: typeof getListing;
    getInventory: typeof getInventory;
    getNftAvailability: typeof getNftAvailability;
    trackViewedCampaign: typeof trackViewedCampaign;
    submitPreorder: typeof submitPreorder;
  };
  bus: EventBus;
}

export const defaultDeps: AppDeps = {
  api: {
    getStoreProducts,
    searchStoreProducts,
    getProductCache,
    getStoreCollections,
    getListing,
    getInventory,
    getNftAvailability,
    trackViewedCampaign,
    submitPreorder,
  },
  bus,
};

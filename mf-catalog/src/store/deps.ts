import {
  bus,
  getInventory,
  getListing,
  getNftAvailability,
  getRuntimeConfig,
  getStoreCollections,
  getStoreProducts,
  searchStoreProducts,
  submitPreorder,
  trackViewedCampaign,
  type Collection,
  type EventBus,
  type RuntimeConfig,
} from '@store/shared';
import type { Listing } from '../listing/listingData';
import { getProductCache } from '../products/productCache';

/**
 * A collection as the API's JSON has it: nothing checks the collections on the way in, so one may
 * come without a slug (it is then never found by one).
 */
export type AnsweredCollection = Omit<Collection, 'slug' | 'children'> & {
  slug?: string;
  children?: AnsweredCollection[];
};

/** The calls and the bus the epics use; tests pass fakes instead of mocking modules. */
export interface AppDeps {
  api: {
    getStoreProducts: typeof getStoreProducts;
    searchStoreProducts: typeof searchStoreProducts;
    getProductCache: typeof getProductCache;
    /** fetchJson hands back null for an empty 2xx body; the JSON may lack the list. */
    getStoreCollections: (
      ...args: Parameters<typeof getStoreCollections>
    ) => Promise<{ collections?: AnsweredCollection[] } | null>;
    /** The listing's JSON, unchecked: see listingData. */
    getListing: (...args: Parameters<typeof getListing>) => Promise<Listing>;
    /** fetchJson hands back null for an empty 2xx body; the JSON may lack the count. */
    getInventory: (
      ...args: Parameters<typeof getInventory>
    ) => Promise<{ inventoryCount?: number } | null>;
    getNftAvailability: typeof getNftAvailability;
    trackViewedCampaign: typeof trackViewedCampaign;
    submitPreorder: typeof submitPreorder;
  };
  bus: EventBus;
  config: () => RuntimeConfig;
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
  config: getRuntimeConfig,
};

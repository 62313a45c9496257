import {
  getRuntimeConfig,
  getStoreProducts,
  getSupportArticles,
  recoverOrders,
  type OrNull,
  type RuntimeConfig,
} from '@store/shared';

/** What the epics and reads need from outside; tests pass fakes instead of mocking modules. */
export interface AppDeps {
  api: {
    getStoreProducts: OrNull<typeof getStoreProducts>;
    getSupportArticles: OrNull<typeof getSupportArticles>;
    recoverOrders: OrNull<typeof recoverOrders>;
  };
  /** Sends the browser to another URL (a full page load, e.g. the checkout host). */
  redirect: (url: string) => void;
  config: () => RuntimeConfig;
}

export const defaultDeps = (): AppDeps => ({
  api: { getStoreProducts, getSupportArticles, recoverOrders },
  redirect: (url) => window.location.assign(url),
  config: getRuntimeConfig,
});

import { getStoreProducts, getSupportArticles, recoverOrders } from '@store/shared';

/**
 * A call as it really answers: fetchJson resolves null for a 2xx whose body is empty or not JSON,
 * so callers check the answer.
 */
type OrNull<F extends (...args: never[]) => Promise<unknown>> = (
  ...args: Parameters<F>
) => Promise<Awaited<ReturnType<F>> | null>;

/** What the epics and reads need from outside; tests pass fakes instead of mocking modules. */
export interface AppDeps {
  api: {
    getStoreProducts: OrNull<typeof getStoreProducts>;
    getSupportArticles: OrNull<typeof getSupportArticles>;
    recoverOrders: OrNull<typeof recoverOrders>;
  };
  /** Sends the browser to another URL (a full page load, e.g. the checkout host). */
  redirect: (url: string) => void;
}

export const defaultDeps = (): AppDeps => ({
  api: { getStoreProducts, getSupportArticles, recoverOrders },
  redirect: (url) => window.location.assign(url),
});

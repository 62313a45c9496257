import { getRuntimeConfig, type RuntimeConfig } from '@store/shared';
import { getCollector } from '../payment/collector';
import type { PaymentCollector } from '../payment/methods/types';

/** Side effects the epics need from outside, injected so tests can replace them. */
export interface AppDeps {
  /** The mounted payment view's collector (card input never passes through redux). */
  collector: () => PaymentCollector | null;
  config: () => RuntimeConfig;
  /** Sends the browser to another site (payment redirect). */
  redirect: (url: string) => void;
  location: () => { pathname: string; search: string };
  /** Rewrites the address bar without navigating (drops handled query parameters). */
  replaceUrl: (url: string) => void;
}

export const defaultDeps = (): AppDeps => ({
  collector: getCollector,
  config: getRuntimeConfig,
  redirect: (url) => window.location.assign(url),
  location: () => ({ pathname: window.location.pathname, search: window.location.search }),
  replaceUrl: (url) => window.history.replaceState(window.history.state, '', url),
});

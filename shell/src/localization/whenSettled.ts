import type { LocalizationState } from './localizationSlice';

interface Observable {
  getState(): { localization: LocalizationState };
  subscribe(listener: () => void): () => void;
}

/**
 * Resolves once the store's localization has settled (the details and the buyer's answers, or their
 * failure), or after `capMs`, whichever is first. The shell mounts the remotes after it, so their
 * first catalog reads already ask for the shopper's currency: the server prices, and a price shown
 * in one currency and then another would be a lie for a moment. With the page's inline answers
 * (every store without an access code) it is settled at once.
 */
export function whenLocalizationSettled(store: Observable, capMs: number): Promise<void> {
  return new Promise((resolve) => {
    if (store.getState().localization.settled) return resolve();
    const done = () => {
      clearTimeout(timer);
      unsubscribe();
      resolve();
    };
    const timer = setTimeout(done, capMs);
    const unsubscribe = store.subscribe(() => {
      if (store.getState().localization.settled) done();
    });
  });
}

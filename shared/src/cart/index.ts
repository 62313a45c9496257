export * from './persistedCart';
export * from './cartEdits';
export * from './cartLine';
export * from './checkoutStart';
export * from './availableCount';
export * from './cartAnalytics';
export * from './runCheckout';

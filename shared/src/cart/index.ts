export * from './persistedCart';

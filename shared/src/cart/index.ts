export * from './persistedCart';
export * from './cartEdits';
export * from './cartLine';

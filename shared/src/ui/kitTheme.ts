import type { StoreTheme } from './theme';

/**
 * The theme as a UI-kit component may get it: outside a ThemeProvider emotion passes `{}`, and the
 * kit still renders there (unstyled, its words in English), so every part of it may be missing.
 */
export type KitTheme = Partial<StoreTheme>;

import type { FeatureCatalog } from '@store/shared';
import { homeCatalog } from './home/messages';
import { searchCatalog } from './search/messages';

/** Every message catalog of mf-catalog (each feature owns its `messages.ts`). */
export const CATALOG_CATALOGS: readonly FeatureCatalog[] = [homeCatalog, searchCatalog];

import type { FeatureCatalog } from '@store/shared';
import { homeCatalog } from './home/messages';

/** Every message catalog of mf-catalog (each feature owns its `messages.ts`). */
export const CATALOG_CATALOGS: readonly FeatureCatalog[] = [homeCatalog];

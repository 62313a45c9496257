import type { FeatureCatalog } from '@store/shared';
import { cartAddCatalog } from './app/messages';
import { collectionCatalog } from './collection/messages';
import { homeCatalog } from './home/messages';
import { listingCatalog } from './listing/messages';
import { preorderCatalog } from './preorder/messages';
import { productsCatalog } from './products/messages';
import { searchCatalog } from './search/messages';
import { tilesCatalog } from './tiles/messages';

/** Every message catalog of mf-catalog (each feature owns its `messages.ts`). */
export const CATALOG_CATALOGS: readonly FeatureCatalog[] = [
  homeCatalog,
  searchCatalog,
  listingCatalog,
  tilesCatalog,
  collectionCatalog,
  preorderCatalog,
  productsCatalog,
  cartAddCatalog,
];

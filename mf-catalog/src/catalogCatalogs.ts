import type { BundleWords, FeatureCatalog, LocaleTexts } from '@store/shared';
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

/**
 * mf-catalog's words: the catalogs above (en) and, for another locale, its texts in
 * `locales/<locale>.json` — a chunk each, loaded when a shopper reads that language.
 */
export const CATALOG_WORDS: BundleWords = {
  catalogs: CATALOG_CATALOGS,
  load: (locale) =>
    import(/* webpackChunkName: "locale-[request]" */ `./locales/${locale}.json`).then(
      (m: { default: LocaleTexts }) => m.default,
    ),
};

import type { BundleWords, FeatureCatalog, LocaleTexts } from '@store/shared';
import { cartServiceCatalog } from './cart/messages';
import { cartCheckoutCatalog } from './checkout/messages';
import { cartPageCatalog } from './page/messages';
import { shelfCatalog } from './shelf/messages';

/** Every message catalog of mf-cart (each feature owns its `messages.ts`). */
const CART_CATALOGS: readonly FeatureCatalog[] = [
  cartPageCatalog,
  shelfCatalog,
  cartCheckoutCatalog,
  cartServiceCatalog,
];

/**
 * mf-cart's words: the catalogs above (en) and, for another locale, its texts in
 * `locales/<locale>.json` — a chunk each, loaded when a shopper reads that language.
 */
export const CART_WORDS: BundleWords = {
  catalogs: CART_CATALOGS,
  load: (locale) =>
    import(/* webpackChunkName: "locale-[request]" */ `./locales/${locale}.json`).then(
      (m: { default: LocaleTexts }) => m.default,
    ),
};

import type { BundleWords, FeatureCatalog, LocaleTexts } from '@store/shared';
import { addressCatalog } from './address/messages';
import { checkoutCatalog } from './checkout/messages';
import { completeCatalog } from './complete/messages';
import { deliveryCatalog } from './delivery/messages';
import { expressCatalog } from './express/messages';
import { paymentCatalog } from './payment/messages';
import { paymentMethodsCatalog } from './payment/methods/messages';
import { promoCatalog } from './promo/messages';
import { thankYouCatalog } from './thankyou/messages';

/** Every message catalog of mf-checkout (each feature owns its `messages.ts`). */
export const CHECKOUT_CATALOGS: readonly FeatureCatalog[] = [
  checkoutCatalog,
  addressCatalog,
  deliveryCatalog,
  paymentCatalog,
  paymentMethodsCatalog,
  promoCatalog,
  thankYouCatalog,
  completeCatalog,
  expressCatalog,
];

/**
 * mf-checkout's words: the catalogs above (en) and, for another locale, its texts in
 * `locales/<locale>.json` — a chunk each, loaded when a shopper reads that language.
 */
export const CHECKOUT_WORDS: BundleWords = {
  catalogs: CHECKOUT_CATALOGS,
  load: (locale) =>
    import(/* webpackChunkName: "locale-[request]" */ `./locales/${locale}.json`).then(
      (m: { default: LocaleTexts }) => m.default,
    ),
};

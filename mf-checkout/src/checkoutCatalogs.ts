import type { BundleWords, FeatureCatalog, LocaleTexts } from '@store/shared';
import { ADDRESS_KNOWN_TEXTS, addressCatalog } from './address/messages';
import { checkoutCatalog } from './checkout/messages';
import { completeCatalog } from './complete/messages';
import { deliveryCatalog } from './delivery/messages';
import { expressCatalog } from './express/messages';
import type { KnownTexts } from './i18n/knownText';
import { PAYMENT_KNOWN_TEXTS, paymentCatalog } from './payment/messages';
import { paymentMethodsCatalog } from './payment/methods/messages';
import { PROMO_KNOWN_TEXTS, promoCatalog } from './promo/messages';
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

/** Our English texts that epics keep in state, shown in the shopper's language (knownText.ts). */
export const CHECKOUT_KNOWN_TEXTS: readonly KnownTexts[] = [
  ADDRESS_KNOWN_TEXTS,
  PAYMENT_KNOWN_TEXTS,
  PROMO_KNOWN_TEXTS,
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

import type { BundleWords, FeatureCatalog, LocaleTexts } from '@store/shared';
import { aboutCatalog } from './about/messages';
import { contactCatalog } from './contact/messages';
import { helpCatalog } from './help/messages';
import { legalCatalog, privacyCatalog, termsCatalog } from './legal/messages';
import { loginCatalog } from './login/messages';
import { notFoundCatalog } from './notFound/messages';
import { recoverCatalog } from './recover/messages';
import { trackCatalog } from './track/messages';

/** Every message catalog of mf-support (each feature owns its `messages.ts`). */
const SUPPORT_CATALOGS: readonly FeatureCatalog[] = [
  aboutCatalog,
  contactCatalog,
  helpCatalog,
  legalCatalog,
  privacyCatalog,
  termsCatalog,
  loginCatalog,
  notFoundCatalog,
  recoverCatalog,
  trackCatalog,
];

/**
 * mf-support's words: the catalogs above (en) and, for another locale, its texts in
 * `locales/<locale>.json` — a chunk each, loaded when a shopper reads that language.
 */
export const SUPPORT_WORDS: BundleWords = {
  catalogs: SUPPORT_CATALOGS,
  load: (locale) =>
    import(/* webpackChunkName: "locale-[request]" */ `./locales/${locale}.json`).then(
      (m: { default: LocaleTexts }) => m.default,
    ),
};

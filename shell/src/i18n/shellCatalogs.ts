import { layoutCatalog } from '../layout/messages';
import { preferencesCatalog } from '../localization/messages';
import { newsletterCatalog } from '../newsletter/newsletterMessages';
import { shellPagesCatalog } from '../app/shellMessages';
import type { BundleWords, FeatureCatalog, LocaleTexts } from '@store/shared';

/** Every message catalog of the shell (each feature owns its own `messages.ts`). */
export const SHELL_CATALOGS: readonly FeatureCatalog[] = [
  layoutCatalog,
  preferencesCatalog,
  newsletterCatalog,
  shellPagesCatalog,
];

/**
 * the shell's words: the catalogs above (en) and, for another locale, its texts in
 * `locales/<locale>.json` — a chunk each, loaded when a shopper reads that language.
 */
export const SHELL_WORDS: BundleWords = {
  catalogs: SHELL_CATALOGS,
  load: (locale) =>
    import(/* webpackChunkName: "locale-[request]" */ `../locales/${locale}.json`).then(
      (m: { default: LocaleTexts }) => m.default,
    ),
};

import { createIntl, createIntlCache, type IntlShape } from 'react-intl';
import { messagesFor, onIntlError, type FeatureCatalog, type LocaleTexts } from './catalog';

/**
 * Formatters made once for the whole page (or render worker), not once per provider: react-intl's
 * own provider starts an empty cache each time it mounts, so every server render pass, and every
 * render of a page in another locale, built each message's formatter again.
 */
const cache = createIntlCache();

/** Per bundle's catalogs, per loaded texts (one object per locale: localeTexts), per locale. */
const made = new WeakMap<readonly FeatureCatalog[], WeakMap<LocaleTexts, Map<string, IntlShape>>>();

/**
 * A bundle's formatter for `locale` with `texts` over its `catalogs`: the same object for the same
 * three, so a provider given it hands its children the same `intl` from render to render. Holds
 * nothing of a request (what it is made of is code and texts), so a render worker may share it.
 */
export function bundleIntl(
  catalogs: readonly FeatureCatalog[],
  texts: LocaleTexts,
  locale: string,
): IntlShape {
  let byTexts = made.get(catalogs);
  if (!byTexts) made.set(catalogs, (byTexts = new WeakMap()));
  let byLocale = byTexts.get(texts);
  if (!byLocale) byTexts.set(texts, (byLocale = new Map()));
  let intl = byLocale.get(locale);
  if (!intl) {
    intl = createIntl(
      { locale, defaultLocale: 'en', messages: messagesFor(catalogs, texts), onError: onIntlError },
      cache,
    );
    byLocale.set(locale, intl);
  }
  return intl;
}

import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { RawIntlProvider } from 'react-intl';
import { bus } from '../bus/bus';
import { DEFAULT_LOCALE, shopperLocale } from './shopperLocale';
import { bundleIntl } from './bundleIntl';
import type { FeatureCatalog, LocaleLoader } from './catalog';
import { textsReady, useLocaleTexts } from './localeTexts';
import { loadUiTexts, uiCatalog } from '../ui/messages';
import { headCatalog, loadHeadTexts } from '../head/messages';

/** The shopper's locale from the shell's sticky `localization:changed`, following changes. */
export function useShopperLocale(): string {
  const [locale, setLocale] = useState(shopperLocale);
  useEffect(() => {
    const sub = bus
      .on('localization:changed')
      .subscribe((p) => setLocale(p.locale || DEFAULT_LOCALE));
    return () => sub.unsubscribe();
  }, []);
  return locale;
}

/** A bundle's words: its catalogs (en) and the loader of its other locales' texts. */
export interface BundleWords {
  catalogs: readonly FeatureCatalog[];
  load: LocaleLoader;
}

/** Shared's words every bundle's provider carries: the UI kit's and the page heads'. */
const SHARED_CATALOGS = [uiCatalog, headCatalog];

/** Shared's words come with every bundle's own (a modal's Close, a page's title): one list each. */
const catalogsOf = new WeakMap<readonly FeatureCatalog[], readonly FeatureCatalog[]>();
function bundleCatalogs(own: readonly FeatureCatalog[]): readonly FeatureCatalog[] {
  let all = catalogsOf.get(own);
  if (!all) catalogsOf.set(own, (all = [...SHARED_CATALOGS, ...own]));
  return all;
}

/** The loaders a bundle's provider reads: shared's words (SHARED_CATALOGS), then the bundle's own. */
const loadersOf = new WeakMap<LocaleLoader, readonly LocaleLoader[]>();
export function bundleLoaders(load: LocaleLoader): readonly LocaleLoader[] {
  let loads = loadersOf.get(load);
  if (!loads) loadersOf.set(load, (loads = [loadUiTexts, loadHeadTexts, load]));
  return loads;
}

/**
 * Loads a bundle's words for `locale` ahead of its first render, so the render does not wait (a
 * remote's `prepare`, the shell before it hydrates). Never fails: a missing chunk shows en.
 */
export function prepareWords(words: BundleWords, locale: string): Promise<void> {
  return textsReady(bundleLoaders(words.load), locale);
}

/**
 * One bundle's words in `locale`: its own catalogs (en in its code, the other locales in a chunk
 * each, loaded when asked; a missing text, or a chunk that failed, shows en), in its own provider.
 * The shell passes the locale from its slice; remotes use `RemoteIntl`.
 */
export function BundleIntl({
  locale,
  words,
  children,
}: {
  locale: string;
  words: BundleWords;
  children: ReactNode;
}) {
  const shown = useLocaleTexts(bundleLoaders(words.load), locale);
  const catalogs = bundleCatalogs(words.catalogs);
  const intl = useMemo(
    () => bundleIntl(catalogs, shown.texts, shown.locale),
    [catalogs, shown.texts, shown.locale],
  );
  return <RawIntlProvider value={intl}>{children}</RawIntlProvider>;
}

/**
 * A remote's words in the shopper's language (the sticky localization event), so a remote never
 * depends on the messages (or even the presence) of the shell's provider.
 */
export function RemoteIntl({ words, children }: { words: BundleWords; children: ReactNode }) {
  return (
    <BundleIntl locale={useShopperLocale()} words={words}>
      {children}
    </BundleIntl>
  );
}

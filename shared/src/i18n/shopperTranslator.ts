import { createIntl, createIntlCache, type IntlShape, type MessageDescriptor } from 'react-intl';
import { messagesFor, onIntlError, type LocaleTexts } from './catalog';
import { loadedTexts, textsReady } from './localeTexts';
import { bundleLoaders, type BundleWords } from './RemoteIntl';
import { shopperLocale } from './shopperLocale';

/**
 * A bundle's words outside React, in the shopper's language at the moment of the call: the toasts
 * an epic sends on the bus (the shell shows their text as given). The same words a bundle's
 * `RemoteIntl` gives its views (whose first render loaded the locale's texts); texts not loaded
 * yet, or missing, show en.
 */
export function shopperTranslator(words: BundleWords) {
  const cache = createIntlCache();
  const loads = bundleLoaders(words.load);
  let current: IntlShape | null = null;
  let basis: LocaleTexts | null = null;
  return (descriptor: MessageDescriptor, values?: Record<string, string | number>): string => {
    const locale = shopperLocale();
    const texts = loadedTexts(loads, locale);
    if (!texts) void textsReady(loads, locale);
    if (current?.locale !== locale || basis !== texts) {
      basis = texts;
      current = createIntl(
        {
          locale,
          defaultLocale: 'en',
          messages: messagesFor(words.catalogs, texts ?? {}),
          onError: onIntlError,
        },
        cache,
      );
    }
    return current.formatMessage(descriptor, values);
  };
}

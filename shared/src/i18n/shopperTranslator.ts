import { createIntl, createIntlCache, type IntlShape, type MessageDescriptor } from 'react-intl';
import { messagesFor, onIntlError, type FeatureCatalog } from './catalog';
import { shopperLocale } from './shopperLocale';

/**
 * A bundle's words outside React, in the shopper's language at the moment of the call: the toasts
 * an epic sends on the bus (the shell shows their text as given). The same catalogs a bundle's
 * `RemoteIntl` gives its views; a missing text shows en.
 */
export function shopperTranslator(catalogs: readonly FeatureCatalog[]) {
  const cache = createIntlCache();
  let current: IntlShape | null = null;
  return (descriptor: MessageDescriptor, values?: Record<string, string | number>): string => {
    const locale = shopperLocale();
    if (current?.locale !== locale)
      current = createIntl(
        {
          locale,
          defaultLocale: 'en',
          messages: messagesFor(locale, catalogs),
          onError: onIntlError,
        },
        cache,
      );
    return current.formatMessage(descriptor, values);
  };
}

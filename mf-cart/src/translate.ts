import { messagesFor, shopperLocale } from '@store/shared';
import { createIntl, createIntlCache, type MessageDescriptor } from 'react-intl';
import { CART_CATALOGS } from './cartCatalogs';

const cache = createIntlCache();

/**
 * A cart text in the shopper's language at the moment it is needed, outside React (a toast the
 * cart service emits on the bus: the shell shows its words as given). A missing text shows en.
 */
export function translate(
  descriptor: MessageDescriptor,
  values?: Record<string, string | number>,
): string {
  const locale = shopperLocale();
  const intl = createIntl(
    { locale, defaultLocale: 'en', messages: messagesFor(locale, CART_CATALOGS), onError },
    cache,
  );
  return intl.formatMessage(descriptor, values);
}

function onError(e: { code?: string }): void {
  if (e.code !== 'MISSING_TRANSLATION') console.error('[intl]', e);
}

import { createIntl, createIntlCache, type IntlShape, type MessageDescriptor } from 'react-intl';
import { messagesFor, shopperLocale } from '@store/shared';
import { CHECKOUT_CATALOGS } from '../checkoutCatalogs';

const cache = createIntlCache();
let current: IntlShape | null = null;

/**
 * mf-checkout's words outside React (toasts the shell shows for an epic), in the shopper's
 * language at the moment: the same catalogs RemoteIntl gives the views.
 */
export function checkoutIntl(): IntlShape {
  const locale = shopperLocale();
  if (current?.locale !== locale) {
    current = createIntl(
      {
        locale,
        defaultLocale: 'en',
        messages: messagesFor(locale, CHECKOUT_CATALOGS),
        onError: (e) => {
          if (e.code !== 'MISSING_TRANSLATION') console.error('[intl]', e);
        },
      },
      cache,
    );
  }
  return current;
}

/** One message, formatted now in the shopper's language. */
export function checkoutText(
  message: MessageDescriptor,
  values?: Record<string, string | number>,
): string {
  return checkoutIntl().formatMessage(message, values);
}

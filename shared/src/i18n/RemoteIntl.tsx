import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { bus } from '../bus/bus';
import { messagesFor, type FeatureCatalog } from './catalog';
import { shopperLocale } from './shopperLocale';

/** The shopper's locale from the shell's sticky `localization:changed`, following changes. */
export function useShopperLocale(): string {
  const [locale, setLocale] = useState(shopperLocale);
  useEffect(() => {
    const sub = bus.on('localization:changed').subscribe((p) => setLocale(p.locale || 'en'));
    return () => sub.unsubscribe();
  }, []);
  return locale;
}

// A missing translation falls back to en by design: not worth a console line per render.
export function onIntlError(e: { code?: string }): void {
  if (e.code !== 'MISSING_TRANSLATION') console.error('[intl]', e);
}

/**
 * A bundle's words in the shopper's language: its own catalogs (en the SPEC's texts, a missing
 * text shows en), in its own provider, so a remote never depends on the messages (or even the
 * presence) of the shell's.
 */
export function RemoteIntl({
  catalogs,
  children,
}: {
  catalogs: readonly FeatureCatalog[];
  children: ReactNode;
}) {
  const locale = useShopperLocale();
  const messages = useMemo(() => messagesFor(locale, catalogs), [locale, catalogs]);
  return (
    <IntlProvider locale={locale} defaultLocale="en" messages={messages} onError={onIntlError}>
      {children}
    </IntlProvider>
  );
}

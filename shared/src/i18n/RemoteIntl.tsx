import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { bus } from '../bus/bus';
import { DEFAULT_LOCALE, shopperLocale } from './shopperLocale';
import { messagesFor, onIntlError, type FeatureCatalog } from './catalog';
import { uiCatalog } from '../ui/messages';

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

/**
 * One bundle's words in `locale`: its own catalogs (en the SPEC's texts, a missing text shows
 * en), in its own provider. The shell passes the locale from its slice; remotes use `RemoteIntl`.
 */
export function BundleIntl({
  locale,
  catalogs,
  children,
}: {
  locale: string;
  catalogs: readonly FeatureCatalog[];
  children: ReactNode;
}) {
  // The shared UI kit's words come with every bundle's own (a modal's Close, a toast's title).
  const messages = useMemo(() => messagesFor(locale, [uiCatalog, ...catalogs]), [locale, catalogs]);
  return (
    <IntlProvider locale={locale} defaultLocale="en" messages={messages} onError={onIntlError}>
      {children}
    </IntlProvider>
  );
}

/**
 * A remote's words in the shopper's language (the sticky localization event), so a remote never
 * depends on the messages (or even the presence) of the shell's provider.
 */
export function RemoteIntl({
  catalogs,
  children,
}: {
  catalogs: readonly FeatureCatalog[];
  children: ReactNode;
}) {
  return (
    <BundleIntl locale={useShopperLocale()} catalogs={catalogs}>
      {children}
    </BundleIntl>
  );
}

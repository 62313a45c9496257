import { useMemo, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { useShellSelector } from '../app/shellStore';
import { messagesFor } from './catalog';
import { SHELL_CATALOGS } from './shellCatalogs';

/**
 * The shopper's language for everything under the shell (react-intl, ICU plurals). Remotes read
 * the same provider: react-intl is a federation singleton.
 */
export function ShellIntl({ children }: { children: ReactNode }) {
  const locale = useShellSelector((s) => s.localization.current.locale);
  const messages = useMemo(() => messagesFor(locale, SHELL_CATALOGS), [locale]);
  return (
    <IntlProvider locale={locale} defaultLocale="en" messages={messages} onError={onIntlError}>
      {children}
    </IntlProvider>
  );
}

// A missing translation falls back to en by design: not worth a console line per render.
function onIntlError(e: { code?: string }) {
  if (e.code !== 'MISSING_TRANSLATION') console.error('[shell] intl', e);
}

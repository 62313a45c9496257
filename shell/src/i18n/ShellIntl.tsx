import { useMemo, type ReactNode } from 'react';
import { messagesFor, onIntlError } from '@store/shared';
import { IntlProvider } from 'react-intl';
import { useShellSelector } from '../app/shellStore';
import { SHELL_CATALOGS } from './shellCatalogs';

/**
 * The shell's words in the shopper's language (react-intl, a federation singleton). Each remote
 * wraps its pages in its own `RemoteIntl` with its own catalogs.
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

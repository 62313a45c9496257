import { BundleIntl } from '@store/shared';
import type { ReactNode } from 'react';
import { useShellSelector } from '../app/shellStore';
import { SHELL_WORDS } from './shellCatalogs';

/**
 * The shell's words in the shopper's language (react-intl, a federation singleton), the locale
 * from its localization slice. Each remote wraps its pages in its own `RemoteIntl`.
 */
export function ShellIntl({ children }: { children: ReactNode }) {
  const locale = useShellSelector((s) => s.localization.current.locale);
  return (
    <BundleIntl locale={locale} words={SHELL_WORDS}>
      {children}
    </BundleIntl>
  );
}

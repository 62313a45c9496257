import { BundleIntl } from '@store/shared';
import type { ReactNode } from 'react';
import { SHELL_WORDS } from '../i18n/shellCatalogs';

/** An RTL `wrapper` giving shell components their words, in `locale` (en by default). */
export const shellWords =
  (locale = 'en') =>
  ({ children }: { children: ReactNode }) => (
    <BundleIntl locale={locale} words={SHELL_WORDS}>
      {children}
    </BundleIntl>
  );

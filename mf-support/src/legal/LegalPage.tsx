import { LEGAL_LAST_UPDATED, useShopperLocale } from '@store/shared';
import type { ReactNode } from 'react';
import { Page } from '../ui/Page';
import { legalLastUpdatedText } from './lastUpdated';

export function LegalPage({ title, children }: { title: string; children: ReactNode }) {
  const locale = useShopperLocale();
  return (
    <Page title={title}>
      <p>
        <time dateTime={LEGAL_LAST_UPDATED}>{legalLastUpdatedText(locale)}</time>
      </p>
      <div css={{ h2: { fontSize: 22, marginTop: 32 } }}>{children}</div>
    </Page>
  );
}

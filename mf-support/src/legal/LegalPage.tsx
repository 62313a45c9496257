import { fixedPageHead, LEGAL_LAST_UPDATED, useHeadWords } from '@store/shared';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Page } from '../ui/Page';
import { formatLegalDate } from './lastUpdated';
import { LEGAL_MESSAGES as m } from './messages';

export function LegalPage({ page, children }: { page: 'terms' | 'privacy'; children: ReactNode }) {
  const { formatMessage: t, locale } = useIntl();
  return (
    <Page head={fixedPageHead(page, useHeadWords())}>
      <p>
        <time dateTime={LEGAL_LAST_UPDATED}>
          {t(m.lastUpdated, { date: formatLegalDate(LEGAL_LAST_UPDATED, locale) })}
        </time>
      </p>
      <div css={{ h2: { fontSize: 22, marginTop: 32 } }}>{children}</div>
    </Page>
  );
}

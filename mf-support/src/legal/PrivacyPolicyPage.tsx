import { useTheme } from '@emotion/react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from '@store/shared/router';
import { LegalPage } from './LegalPage';
import { PRIVACY_MESSAGES as m } from './messages';

const bold = (chunks: ReactNode[]) => <strong>{chunks}</strong>;
const toContact = (chunks: ReactNode[]) => <Link to="/contact">{chunks}</Link>;
const toTerms = (chunks: ReactNode[]) => <Link to="/terms-of-use">{chunks}</Link>;

/** SPEC §2: privacy policy; children under 13; opt-out within up to ten business days. */
export function PrivacyPolicyPage() {
  const { formatMessage: t } = useIntl();
  const { storeName } = useTheme();
  const store = { named: storeName ? 'yes' : 'no', store: storeName } as const;
  return (
    <LegalPage page="privacy">
      <p>{t(m.intro, store)}</p>

      <h2>{t(m.collectHeading)}</h2>
      <ul>
        <li>{t(m.collectOrder, { b: bold })}</li>
        <li>{t(m.collectPayment, { b: bold })}</li>
        <li>{t(m.collectUsage, { b: bold })}</li>
        <li>{t(m.collectMessages, { b: bold })}</li>
      </ul>

      <h2>{t(m.useHeading)}</h2>
      <p>{t(m.use)}</p>

      <h2>{t(m.cookiesHeading)}</h2>
      <p>{t(m.cookies)}</p>

      <h2>{t(m.sharingHeading)}</h2>
      <p>{t(m.sharing)}</p>

      <h2>{t(m.childrenHeading)}</h2>
      <p>{t(m.children, { link: toContact })}</p>

      <h2>{t(m.choicesHeading)}</h2>
      <p>{t(m.choices)}</p>

      <h2>{t(m.retentionHeading)}</h2>
      <p>{t(m.retention)}</p>

      <h2>{t(m.changesHeading)}</h2>
      <p>{t(m.changes)}</p>

      <h2>{t(m.contactHeading)}</h2>
      <p>{t(m.contact, { contact: toContact, terms: toTerms })}</p>
    </LegalPage>
  );
}

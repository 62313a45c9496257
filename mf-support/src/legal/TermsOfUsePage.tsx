import { useTheme } from '@emotion/react';
import { FREE_RETURN_DAYS } from '@store/shared';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from '@store/shared/router';
import { LegalPage } from './LegalPage';
import { TERMS_MESSAGES as m } from './messages';

const toHelp = (chunks: ReactNode[]) => <Link to="/support">{chunks}</Link>;
const toContact = (chunks: ReactNode[]) => <Link to="/contact">{chunks}</Link>;
const toPrivacy = (chunks: ReactNode[]) => <Link to="/privacy-policy">{chunks}</Link>;

/** SPEC §2: terms of use; users must be 18 or older; liability capped at $50. */
export function TermsOfUsePage() {
  const { formatMessage: t } = useIntl();
  const { storeName } = useTheme();
  const store = { named: storeName ? 'yes' : 'no', store: storeName } as const;
  return (
    <LegalPage page="terms">
      <p>{t(m.intro, store)}</p>

      <h2>{t(m.whoHeading)}</h2>
      <p>{t(m.who)}</p>

      <h2>{t(m.printHeading)}</h2>
      <p>{t(m.print)}</p>

      <h2>{t(m.ordersHeading)}</h2>
      <p>{t(m.orders)}</p>

      <h2>{t(m.shippingHeading)}</h2>
      <p>{t(m.shipping)}</p>

      <h2>{t(m.returnsHeading)}</h2>
      <p>{t(m.returns, { days: FREE_RETURN_DAYS, link: toHelp })}</p>

      <h2>{t(m.useHeading)}</h2>
      <p>{t(m.use)}</p>

      <h2>{t(m.ipHeading)}</h2>
      <p>{t(m.ip)}</p>

      <h2>{t(m.disclaimerHeading)}</h2>
      <p>{t(m.disclaimer)}</p>

      <h2>{t(m.liabilityHeading)}</h2>
      <p>{t(m.liability)}</p>

      <h2>{t(m.changesHeading)}</h2>
      <p>{t(m.changes)}</p>

      <h2>{t(m.contactHeading)}</h2>
      <p>{t(m.contact, { contact: toContact, privacy: toPrivacy })}</p>
    </LegalPage>
  );
}

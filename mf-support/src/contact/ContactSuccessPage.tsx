import { fixedPageHead, useHeadWords } from '@store/shared';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from '@store/shared/router';
import { Page } from '../ui/Page';
import { CONTACT_PAGE_MESSAGES as m } from './messages';

/** /contact-success: confirmation after the contact form. */
export function ContactSuccessPage() {
  const { formatMessage: t } = useIntl();
  // The answer to one shopper's message: not for search results (noindex).
  const head = fixedPageHead('contactSent', useHeadWords());
  return (
    <Page head={head}>
      <p>{t(m.successText)}</p>
      <p>
        {t(m.successHelp, {
          link: (chunks: ReactNode[]) => <Link to="/support">{chunks}</Link>,
        })}
      </p>
      <p>
        <Link to="/">{t(m.continueShopping)}</Link>
      </p>
    </Page>
  );
}

import { fixedPageHead, useHeadWords } from '@store/shared';
import { useIntl } from 'react-intl';
import { Link } from '@store/shared/router';
import { Page } from '../ui/Page';
import { NOT_FOUND_MESSAGES as m } from './messages';

export { NOT_FOUND_TEXT, NOT_FOUND_TITLE } from './notFoundTexts';

/** SPEC §2: /404, /listing-not-found and the catch-all. */
export function NotFoundPage({ listing = false }: { listing?: boolean }) {
  const { formatMessage: t } = useIntl();
  return (
    <Page head={fixedPageHead('notFound', useHeadWords())}>
      <p>{t(m.text)}</p>
      {listing ? <p>{t(m.listing)}</p> : null}
      <p>
        <Link to="/">{t(m.home)}</Link>
      </p>
    </Page>
  );
}

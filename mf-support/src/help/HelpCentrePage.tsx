import { fixedPageHead, useHeadWords } from '@store/shared';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from '@store/shared/router';
import { Page } from '../ui/Page';
import { useHelpCategories } from './articleSource';
import { HelpStatus } from './HelpStatus';
import { ContactOptions } from './ContactOptions';
import { HELP_MESSAGES as m } from './messages';

/** /support: the help centre, one section per category with links to its articles. */
export function HelpCentrePage() {
  const { formatMessage: t } = useIntl();
  const { categories, failed, retry } = useHelpCategories();
  return (
    <Page head={fixedPageHead('support', useHeadWords())} wide>
      <p>{t(m.intro, { link: (chunks: ReactNode[]) => <Link to="/track">{chunks}</Link> })}</p>
      {categories ? null : <HelpStatus failed={failed} retry={retry} />}
      <div
        css={{
          display: 'grid',
          gap: 24,
          gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))',
          marginTop: 24,
        }}
      >
        {(categories ?? []).map((c) => (
          <section key={c.slug} aria-labelledby={`help-cat-${c.slug}`}>
            <h2 id={`help-cat-${c.slug}`} css={{ fontSize: 20 }}>
              {c.name}
            </h2>
            <ul css={{ paddingLeft: 18 }}>
              {c.articles.map((a) => (
                <li key={a.slug}>
                  <Link to={`/support/${a.slug}`}>{a.title}</Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      <ContactOptions />
    </Page>
  );
}

import { articleHead, fixedPageHead, useHeadWords, usePurifier } from '@store/shared';
import { useIntl } from 'react-intl';
import { Link, useParams } from '@store/shared/router';
import { NotFoundPage } from '../notFound/NotFoundPage';
import { Page } from '../ui/Page';
import { ArticleBody } from './ArticleBody';
import { findArticle, useHelpCategories } from './articleSource';
import { HelpStatus } from './HelpStatus';
import { ContactOptions } from './ContactOptions';
import { HELP_MESSAGES as m } from './messages';

/** /support/:postSlug: the article, with side navigation of its category's articles. */
export function ArticlePage() {
  const { formatMessage: t } = useIntl();
  const { postSlug = '' } = useParams();
  const words = useHeadWords(usePurifier());
  const helpCentre = fixedPageHead('support', words);
  const { categories, failed, retry } = useHelpCategories();
  if (!categories)
    return (
      <Page head={helpCentre} pending={!failed}>
        <HelpStatus failed={failed} retry={retry} />
      </Page>
    );
  const found = findArticle(categories, postSlug);
  if (!found) return <NotFoundPage />;
  const { article, category } = found;
  return (
    <Page head={{ ...articleHead(article, words), name: article.title }} wide>
      <p>
        <Link to="/support">{helpCentre.name}</Link> / {category.name}
      </p>
      <div css={{ display: 'flex', flexWrap: 'wrap-reverse', gap: 32, alignItems: 'flex-start' }}>
        <nav
          aria-label={t(m.categoryArticles, { category: category.name })}
          css={{ flex: '1 1 220px', maxWidth: 300 }}
        >
          <h2 css={{ fontSize: 18, marginTop: 0 }}>{category.name}</h2>
          <ul css={{ listStyle: 'none', padding: 0, margin: 0, li: { marginBottom: 8 } }}>
            {category.articles.map((a) => (
              <li key={a.slug}>
                <Link
                  to={`/support/${a.slug}`}
                  aria-current={a.slug === article.slug ? 'page' : undefined}
                  css={{ '&[aria-current="page"]': { fontWeight: 700, textDecoration: 'none' } }}
                >
                  {a.title}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <article css={{ flex: '3 1 400px', minWidth: 0 }}>
          <ArticleBody html={article.body} />
          <ContactOptions />
        </article>
      </div>
    </Page>
  );
}

import { Link } from 'react-router-dom';
import { Page } from '../ui/Page';
import { getHelpCategories } from './articleSource';
import { ContactOptions } from './ContactOptions';

/** /support: the help centre, one section per category with links to its articles. */
export function HelpCentrePage() {
  const categories = getHelpCategories();
  return (
    <Page title="Help centre" wide>
      <p>
        Find answers about your order, shipping, billing and our policies. Want to know where your
        order is? <Link to="/track">Track your order</Link>.
      </p>
      <div
        css={{
          display: 'grid',
          gap: 24,
          gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))',
          marginTop: 24,
        }}
      >
        {categories.map((c) => (
          <section key={c.id} aria-labelledby={`help-cat-${c.id}`}>
            <h2 id={`help-cat-${c.id}`} css={{ fontSize: 20 }}>
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

import {
  aboutHead,
  SafeHtml,
  Spinner,
  formatPrice,
  useHeadWords,
  usePurifier,
  useRemote,
  type ThemeData,
} from '@store/shared';
import { useIntl } from 'react-intl';
import { Link } from '@store/shared/router';
import { NotFoundPage } from '../notFound/NotFoundPage';
import { useAboutProductsQuery } from '../store/supportApi';
import { Page } from '../ui/Page';
import { ABOUT_MESSAGES as m } from './messages';

/** /about: the theme's about text and hero image, plus the first 4 products of the store. */
export function AboutPage() {
  const { storeName, theme } = useRemote();
  // SPEC §2: /about exists only when the theme shows About in the header (the store server's
  // head says so too).
  if (!theme.content.header.showAbout) return <NotFoundPage />;
  return <AboutContent storeName={storeName} theme={theme} />;
}

function AboutContent({ storeName, theme }: { storeName: string; theme: ThemeData }) {
  const { formatMessage: t, locale } = useIntl();
  const { storeSlug } = useRemote();
  const words = useHeadWords(usePurifier());
  const { data: products = [], isLoading, isError, isSuccess } = useAboutProductsQuery(storeSlug);
  const { about } = theme.content;
  const entries = about.aboutText;
  return (
    // Described by the owner's about text.
    <Page head={aboutHead(theme, words)} wide>
      {about.heroImage ? (
        <img
          src={about.heroImage}
          alt=""
          css={{
            width: '100%',
            maxHeight: 360,
            objectFit: 'cover',
            borderRadius: 8,
            marginBottom: 24,
          }}
        />
      ) : null}
      {entries.length === 0 ? (
        <p>{storeName ? t(m.noTextNamed, { storeName }) : t(m.noText)}</p>
      ) : null}
      {entries.map((entry, i) => (
        <div key={i} css={{ marginBottom: 16 }}>
          <SafeHtml html={entry.text} />
          {entry.list && entry.list.length > 0 ? (
            <ul>
              {entry.list.map((item, j) => (
                <li key={j}>
                  <SafeHtml as="span" html={item} />
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ))}
      <section aria-labelledby="about-products-heading" css={{ marginTop: 32 }}>
        <h2 id="about-products-heading">{t(m.products)}</h2>
        {isLoading ? <Spinner label={t(m.loadingProducts)} /> : null}
        {isError ? <p>{t(m.productsFailed)}</p> : null}
        {isSuccess && products.length === 0 ? <p>{t(m.noProducts)}</p> : null}
        {products.length > 0 ? (
          <ul
            css={{
              listStyle: 'none',
              padding: 0,
              display: 'grid',
              gap: 16,
              gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))',
            }}
          >
            {products.map((p) => (
              <li key={p.id || p.productId}>
                <Link
                  to={p.url || `/listing/${p.slug}?pid=${p.productId}`}
                  css={{ display: 'block', color: 'inherit', textDecoration: 'none' }}
                >
                  <img
                    src={p.imageUrl}
                    alt={p.title}
                    loading="lazy"
                    css={(t) => ({
                      width: '100%',
                      aspectRatio: '1 / 1',
                      objectFit: 'cover',
                      background: t.tokens.surface,
                      borderRadius: t.radii.md,
                    })}
                  />
                  <span css={{ display: 'block', fontWeight: 600, marginTop: 8 }}>{p.title}</span>
                  <span css={{ display: 'block' }}>{formatPrice(p.price, p.currency, locale)}</span>
                </Link>
              </li>
            ))}
          </ul>
        ) : null}
      </section>
    </Page>
  );
}

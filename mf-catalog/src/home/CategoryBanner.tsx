import { useIntl } from 'react-intl';
import { HOME_MESSAGES as m } from './messages';
import type { CategoryBanner as Category } from '@store/shared';
import { Link } from '@store/shared/router';

export function CategoryBanner({ categories }: { categories: Category[] }) {
  const { formatMessage: t } = useIntl();
  if (!categories.length) return null;
  return (
    <nav aria-label={t(m.categories)}>
      <ul css={{ listStyle: 'none', padding: 0, display: 'flex', gap: 16, flexWrap: 'wrap' }}>
        {categories.map((c) => (
          <li key={c.slug}>
            <Link
              to={`/${c.slug}`}
              css={{
                display: 'flex',
                flexDirection: 'column',
                alignItems: 'center',
                gap: 4,
                color: 'inherit',
              }}
            >
              {c.image ? (
                <img
                  src={c.image}
                  alt=""
                  width={120}
                  height={120}
                  css={{ objectFit: 'cover', borderRadius: 8 }}
                />
              ) : null}
              <span>{c.displayName}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

import { useIntl } from 'react-intl';
import { SEARCH_MESSAGES as m } from './messages';
import type { Theme } from '@emotion/react';
const btn = (t: Theme) => ({
  minWidth: 44,
  minHeight: 44,
  border: `1px solid ${t.tokens.border}`,
  borderRadius: t.radii.md,
  background: t.colors.background,
  color: t.colors.text,
  cursor: 'pointer',
  '&:disabled': { opacity: 0.5, cursor: 'not-allowed' },
});

export function Pagination({
  page,
  totalPages,
  onChange,
}: {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
}) {
  const { formatMessage: t } = useIntl();
  if (totalPages < 2) return null;
  return (
    <nav
      aria-label={t(m.pages)}
      css={{
        display: 'flex',
        gap: 8,
        alignItems: 'center',
        justifyContent: 'center',
        marginTop: 24,
      }}
    >
      <button
        type="button"
        css={btn}
        aria-label={t(m.first)}
        disabled={page <= 1}
        onClick={() => onChange(1)}
      >
        «
      </button>
      <button
        type="button"
        css={btn}
        aria-label={t(m.previous)}
        disabled={page <= 1}
        onClick={() => onChange(page - 1)}
      >
        ‹
      </button>
      <span aria-current="page">{t(m.pageOf, { page, total: totalPages })}</span>
      <button
        type="button"
        css={btn}
        aria-label={t(m.next)}
        disabled={page >= totalPages}
        onClick={() => onChange(page + 1)}
      >
        ›
      </button>
      <button
        type="button"
        css={btn}
        aria-label={t(m.last)}
        disabled={page >= totalPages}
        onClick={() => onChange(totalPages)}
      >
        »
      </button>
    </nav>
  );
}

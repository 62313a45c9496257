import type { Theme } from '@emotion/react';
const btn = (t: Theme) => ({
  minWidth: 44,
  minHeight: 44,
  border: `1px solid ${t.tokens?.border}`,
  borderRadius: t.radii?.md,
  background: t.colors?.background,
  color: t.colors?.text,
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
  if (totalPages < 2) return null;
  return (
    <nav
      aria-label="Search results pages"
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
        aria-label="First page"
        disabled={page <= 1}
        onClick={() => onChange(1)}
      >
        «
      </button>
      <button
        type="button"
        css={btn}
        aria-label="Previous page"
        disabled={page <= 1}
        onClick={() => onChange(page - 1)}
      >
        ‹
      </button>
      <span aria-current="page">{`Page ${page} of ${totalPages}`}</span>
      <button
        type="button"
        css={btn}
        aria-label="Next page"
        disabled={page >= totalPages}
        onClick={() => onChange(page + 1)}
      >
        ›
      </button>
      <button
        type="button"
        css={btn}
        aria-label="Last page"
        disabled={page >= totalPages}
        onClick={() => onChange(totalPages)}
      >
        »
      </button>
    </nav>
  );
}

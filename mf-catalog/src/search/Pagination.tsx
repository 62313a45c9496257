const btn = {
  minWidth: 44,
  minHeight: 44,
  border: '1px solid #9ca3af',
  borderRadius: 6,
  background: '#fff',
  cursor: 'pointer',
  '&:disabled': { opacity: 0.5, cursor: 'not-allowed' },
} as const;

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

import type { ReactNode } from 'react';

/** A success (role=status) or error (role=alert) banner, announced to screen readers. */
export function Banner({ kind, children }: { kind: 'success' | 'error'; children: ReactNode }) {
  const ok = kind === 'success';
  return (
    <div
      role={ok ? 'status' : 'alert'}
      css={{
        padding: '12px 16px',
        margin: '16px 0',
        borderRadius: 6,
        border: `1px solid ${ok ? '#15803d' : '#b91c1c'}`,
        background: ok ? '#f0fdf4' : '#fef2f2',
        color: ok ? '#14532d' : '#7f1d1d',
      }}
    >
      {children}
    </div>
  );
}

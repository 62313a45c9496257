import type { ReactNode } from 'react';
import type { KitTheme } from './kitTheme';

/** A success (role=status) or error (role=alert) banner, announced to screen readers. */
export function Banner({ kind, children }: { kind: 'success' | 'error'; children: ReactNode }) {
  const ok = kind === 'success';
  return (
    <div
      role={ok ? 'status' : 'alert'}
      css={(t: KitTheme) => ({
        padding: '12px 16px',
        margin: '16px 0',
        borderRadius: t.radii?.md,
        border: `1px solid ${ok ? t.tokens?.success : t.tokens?.danger}`,
        background: ok ? t.tokens?.successSurface : t.tokens?.dangerSurface,
        color: t.colors?.text,
      })}
    >
      {children}
    </div>
  );
}

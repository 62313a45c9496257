import type { ReactNode } from 'react';

/** A decorative 24×24 stroke icon; the control around it carries the accessible name. */
export function LineIcon({ size = 20, children }: { size?: number; children: ReactNode }) {
  return (
    <svg
      aria-hidden="true"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}

/** A 44 px touch target (WCAG 2.5.5) centring an icon. */
export const iconTarget = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: 44,
  minHeight: 44,
} as const;

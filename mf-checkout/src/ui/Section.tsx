import type { ReactNode } from 'react';
import { tokensOf } from './styles';

/** One numbered checkout step; inactive steps show their heading only. */
export function Section({
  step,
  title,
  active,
  children,
}: {
  step: number;
  title: string;
  active: boolean;
  children: ReactNode;
}) {
  const headingId = `checkout-step-${step}`;
  return (
    <section
      aria-labelledby={headingId}
      data-active={active}
      css={(t) => ({
        borderTop: `1px solid ${tokensOf(t).border}`,
        padding: '16px 0',
        opacity: active ? 1 : 0.6,
      })}
    >
      <div css={{ display: 'flex', alignItems: 'baseline', gap: 8, marginBottom: 12 }}>
        <span aria-hidden="true" css={{ fontWeight: 700, fontSize: 20 }}>
          {step}.
        </span>
        <h2 id={headingId} css={{ fontSize: 20, margin: 0 }}>
          {title}
        </h2>
      </div>
      {active ? children : null}
    </section>
  );
}

import type { CSSObject } from '@emotion/react';
import { Link } from '@store/shared/router';
import type { ReactNode } from 'react';

const listCss = { listStyle: 'none', margin: 0, padding: 0 };

/** One of the footer's link lists (help, legal), as a labelled nav; `children`: items after. */
export function FooterNav({
  label,
  links,
  linkCss,
  children,
}: {
  label: string;
  links: { to: string; label: string }[];
  linkCss: CSSObject;
  children?: ReactNode;
}) {
  return (
    <nav aria-label={label}>
      <ul css={listCss}>
        {links.map((l) => (
          <li key={l.to}>
            <Link to={l.to} css={linkCss}>
              {l.label}
            </Link>
          </li>
        ))}
        {children}
      </ul>
    </nav>
  );
}

import { useTheme } from '@emotion/react';
import { PageHead, type HeadText } from '@store/shared';
import type { ReactNode } from 'react';

/**
 * The frame of every support page: a readable column with the one h1 of the page, its name, and
 * the page's head ("{name} | {store name}"), both from shared's head functions (the store server
 * writes the same head into the first HTML).
 */
export function Page({
  head,
  children,
  wide = false,
  pending = false,
}: {
  /** A head function's answer (shared/src/head/heads.ts) with the page's name for its h1. */
  head: HeadText & { name: string };
  children: ReactNode;
  wide?: boolean;
  /**
   * The page's own content is still loading: it claims no head yet, so on a first visit the
   * store server's head (already this page's) stays rather than a placeholder's.
   */
  pending?: boolean;
}) {
  const theme = useTheme();
  return (
    <div
      css={{
        maxWidth: wide ? 1100 : 760,
        margin: '0 auto',
        padding: '32px 16px 48px',
        color: theme.colors.text,
        fontFamily: theme.fonts.body,
        lineHeight: 1.6,
        'h1, h2, h3': { fontFamily: theme.fonts.heading, lineHeight: 1.25 },
        a: { color: theme.tokens.link },
        'a:focus-visible, button:focus-visible, input:focus-visible, select:focus-visible, textarea:focus-visible':
          { outline: `3px solid ${theme.tokens.focus}`, outlineOffset: 2 },
      }}
    >
      {pending ? null : (
        <PageHead title={head.title} description={head.description} noindex={head.noindex} />
      )}
      <h1 css={{ fontSize: 32, margin: '0 0 16px' }}>{head.name}</h1>
      {children}
    </div>
  );
}

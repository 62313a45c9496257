import { useTheme } from '@emotion/react';
import { PageHead, pageTitle, useRemote } from '@store/shared';
import type { ReactNode } from 'react';

/**
 * The frame of every support page: a readable column with the one h1 of the page, which also
 * titles the document ("{title} | {store name}").
 */
export function Page({
  title,
  children,
  wide = false,
  description,
  noindex = false,
  pending = false,
}: {
  title: string;
  children: ReactNode;
  wide?: boolean;
  description?: string;
  /** A page of one shopper's, or an error: not for search results. */
  noindex?: boolean;
  /**
   * The page's own content is still loading: it claims no head yet, so on a first visit the
   * store server's head (already this page's) stays rather than a placeholder's.
   */
  pending?: boolean;
}) {
  const theme = useTheme();
  const { storeName } = useRemote();
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
        <PageHead title={pageTitle(title, storeName)} description={description} noindex={noindex} />
      )}
      <h1 css={{ fontSize: 32, margin: '0 0 16px' }}>{title}</h1>
      {children}
    </div>
  );
}

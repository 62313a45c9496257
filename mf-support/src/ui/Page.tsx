import { useTheme } from '@emotion/react';
import type { ReactNode } from 'react';

/** The frame of every support page: a readable column with the one h1 of the page. */
export function Page({
  title,
  children,
  wide = false,
}: {
  title: ReactNode;
  children: ReactNode;
  wide?: boolean;
}) {
  const theme = useTheme();
  return (
    <div
      css={{
        maxWidth: wide ? 1100 : 760,
        margin: '0 auto',
        padding: '32px 16px 48px',
        color: theme.colors?.text,
        fontFamily: theme.fonts?.body,
        lineHeight: 1.6,
        'h1, h2, h3': { fontFamily: theme.fonts?.heading, lineHeight: 1.25 },
        a: { color: theme.tokens?.link },
        'a:focus-visible, button:focus-visible, input:focus-visible, select:focus-visible, textarea:focus-visible':
          { outline: `3px solid ${theme.tokens?.focus}`, outlineOffset: 2 },
      }}
    >
      <h1 css={{ fontSize: 32, margin: '0 0 16px' }}>{title}</h1>
      {children}
    </div>
  );
}

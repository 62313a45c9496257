import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider, Global, ThemeProvider } from '@emotion/react';
import { toStoreTheme, type StoreTheme, type ThemeData } from '@store/shared';
import { useEffect, useMemo, type ReactNode } from 'react';

// One emotion cache for the page: the shell's and every remote's styles go through it. Created
// before the first render, it takes over the style tags of a server-rendered page.
const pageCache = createCache({ key: 'store' });

export function buildStoreTheme(theme: ThemeData, storeName: string): StoreTheme {
  return { ...toStoreTheme(theme), storeName };
}

/** The page icon: the theme's favicon (a store path or public URL, per the schema), else ours. */
export function useFavicon(href: string | null) {
  useEffect(() => {
    let link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
    if (!link) {
      link = document.createElement('link');
      link.rel = 'icon';
      document.head.appendChild(link);
    }
    link.href = href ?? DEFAULT_FAVICON;
  }, [href]);
}

export const DEFAULT_FAVICON = '/favicon.ico';

/**
 * Emotion cache + theme + global styles (fonts and colours from the store theme) + page icon. The
 * page title is each page's own (PageHead), so one written here would only fight it.
 */
export function ThemeRoot({
  theme,
  storeName,
  cache = pageCache,
  children,
}: {
  theme: ThemeData;
  storeName: string;
  /** A server render's per-request cache. */
  cache?: EmotionCache;
  children: ReactNode;
}) {
  const storeTheme = useMemo(() => buildStoreTheme(theme, storeName), [theme, storeName]);
  useFavicon(theme.content.favicon ?? null);
  return (
    <CacheProvider value={cache}>
      <ThemeProvider theme={storeTheme}>
        <Global
          styles={{
            '*, *::before, *::after': { boxSizing: 'border-box' },
            body: {
              margin: 0,
              fontFamily: storeTheme.fonts.body,
              color: storeTheme.colors.text,
              background: storeTheme.colors.background,
              lineHeight: 1.5,
            },
            'h1, h2, h3, h4, h5, h6': { fontFamily: storeTheme.fonts.heading },
            a: { color: storeTheme.tokens.link },
            'a:focus-visible, button:focus-visible, input:focus-visible, select:focus-visible, summary:focus-visible':
              {
                outline: `3px solid ${storeTheme.colors.accent}`,
                outlineOffset: 2,
              },
          }}
        />
        {children}
      </ThemeProvider>
    </CacheProvider>
  );
}

import { useTheme } from '@emotion/react';
import {
  iconTarget,
  LineIcon,
  mq,
  publicUrl,
  sitePath,
  SocialLinks,
  storeSocialLinks,
} from '@store/shared';
import { Link } from '@store/shared/router';
import { useMemo, type ReactNode } from 'react';
import { useShell } from '../app/ShellContext';
import { GetNotified } from '../newsletter/GetNotified';
import { CartPill } from './CartPill';
import { CategoryMenu } from './CategoryMenu';
import { collectionTree } from './collectionTree';
import { useHideOnScroll } from './useHideOnScroll';
import { useIntl } from 'react-intl';
import { LAYOUT_MESSAGES as m } from './messages';

/**
 * Logo (name = store name) linking home or to the theme's logo link, category menu, About (when
 * the theme shows it), social icons, search link, "Get notified" and cart pill.
 */
export function Header() {
  const { formatMessage: t } = useIntl();
  const theme = useTheme();
  const { store, storeName, theme: themeData } = useShell();
  const items = useMemo(() => collectionTree(store?.collections), [store]);
  const logo = themeData.brand.logo;
  const { logoLink, showAbout } = themeData.content.header;
  const hidden = useHideOnScroll();
  const socials = useMemo(() => storeSocialLinks(themeData, store), [themeData, store]);
  // A store path stays in the app; a public URL leaves it (the schema already refused others).
  const logoPath = sitePath(logoLink) ?? (publicUrl(logoLink) ? null : '/');
  const navLinkCss = {
    color: theme.colors.headerText,
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: 44,
  } as const;

  return (
    <header
      data-hidden={hidden || undefined}
      css={{
        position: 'relative',
        zIndex: 20,
        transition: 'transform 0.2s ease',
        // Scrolled away on a phone; keyboard focus inside brings it back.
        '&[data-hidden]:not(:focus-within)': { transform: 'translateY(-100%)' },
        display: 'flex',
        alignItems: 'center',
        gap: 16,
        padding: '8px 24px',
        background: theme.colors.headerBackground,
        color: theme.colors.headerText,
        borderBottom: `1px solid ${theme.tokens.border}`,
        [mq.mobile]: { padding: '8px 12px', gap: 8, position: 'sticky', top: 0 },
      }}
    >
      <LogoLink path={logoPath} href={logoLink ?? '/'}>
        {logo ? (
          // Its height is reserved before the picture arrives (the server's page paints first):
          // a header growing under the shopper's eyes moved the whole page (CLS 0.27 on afterdark).
          <img
            src={logo}
            alt={storeName}
            css={{ height: 48, width: 'auto', maxWidth: 180, objectFit: 'contain' }}
          />
        ) : (
          storeName
        )}
      </LogoLink>
      <div css={{ flex: 1, display: 'flex', alignItems: 'center', gap: 16 }}>
        {items.length > 0 || showAbout || socials.length > 0 ? (
          <CategoryMenu
            items={items}
            about={
              showAbout ? (
                <Link to="/about" css={{ ...navLinkCss, padding: '10px 8px' }}>
                  {t(m.about)}
                </Link>
              ) : null
            }
            phoneExtras={
              socials.length > 0 ? (
                <SocialLinks
                  links={socials}
                  label={t(m.socialMedia)}
                  color={theme.colors.headerText}
                />
              ) : null
            }
          />
        ) : null}
      </div>
      <div css={{ [mq.mobile]: { display: 'none' } }}>
        <SocialLinks links={socials} label={t(m.socialMedia)} color={theme.colors.headerText} />
      </div>
      <Link
        to="/search"
        aria-label={t(m.search)}
        css={{
          color: theme.colors.headerText,
          ...iconTarget,
        }}
      >
        <LineIcon>
          <circle cx="11" cy="11" r="7" />
          <path d="m20 20-4-4" />
        </LineIcon>
      </Link>
      <GetNotified />
      <CartPill />
    </header>
  );
}

/** The logo's link: a route of the store, or the owner's external site. */
function LogoLink({
  path,
  href,
  children,
}: {
  path: string | null;
  href: string;
  children: ReactNode;
}) {
  const theme = useTheme();
  const css = {
    color: theme.colors.headerText,
    fontFamily: theme.fonts.heading,
    fontSize: 22,
    fontWeight: 700,
    textDecoration: 'none',
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: 44,
  } as const;
  return path !== null ? (
    <Link to={path} css={css}>
      {children}
    </Link>
  ) : (
    <a href={href} css={css}>
      {children}
    </a>
  );
}

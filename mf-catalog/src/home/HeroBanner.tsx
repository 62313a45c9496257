import { useTheme } from '@emotion/react';
import { sitePath, themeLink, type HeroBanner as HeroBannerData } from '@store/shared';
import { Link } from 'react-router-dom';

/** The page's only h1: the theme's hero title, else the store name. */
export function HeroBanner({ hero }: { hero: HeroBannerData | null }) {
  const theme = useTheme();
  const title = hero?.title || theme.storeName || 'My Store';
  // Theme URLs are owner data: only store paths and public http(s)/ftp URLs are used (SPEC §5).
  const link = themeLink(hero?.ctaLink);
  const internal = sitePath(link);
  const background = themeLink(hero?.backgroundImage);
  const titleImg = themeLink(hero?.titleImg);
  return (
    <section
      aria-label="Hero"
      css={{
        padding: '48px 16px',
        textAlign: 'center',
        backgroundColor: theme.colors?.secondary,
        backgroundImage: background ? `url(${JSON.stringify(background)})` : undefined,
        backgroundSize: 'cover',
        // The band is the store's secondary colour; its page background reads on it.
        color: theme.colors?.background,
        borderRadius: theme.radii?.md,
      }}
    >
      {titleImg ? <img src={titleImg} alt="" css={{ maxWidth: 240 }} /> : null}
      <h1 css={{ margin: '0 0 12px', fontFamily: theme.fonts?.heading }}>{title}</h1>
      {hero?.subtitle ? <p css={{ fontSize: 20, margin: '0 0 8px' }}>{hero.subtitle}</p> : null}
      {hero?.body ? <p>{hero.body}</p> : null}
      {hero?.ctaText && link ? (
        !internal ? (
          <a
            href={link}
            target={hero.ctaOpenInNewWindow ? '_blank' : undefined}
            rel={hero.ctaOpenInNewWindow ? 'noopener noreferrer' : undefined}
            css={{ color: 'inherit', fontWeight: 600 }}
          >
            {hero.ctaText}
          </a>
        ) : (
          <Link to={internal} css={{ color: 'inherit', fontWeight: 600 }}>
            {hero.ctaText}
          </Link>
        )
      ) : null}
    </section>
  );
}

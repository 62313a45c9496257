import { useTheme } from '@emotion/react';
import {
  Button,
  sitePath,
  themeLink,
  visuallyHidden,
  type HeroBanner as HeroBannerData,
} from '@store/shared';
import { useId } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { DEFAULT_SEARCH_PLACEHOLDER } from '../search/placeholder';

/** The page's only h1: the theme's hero title, else the store name. */
export function HeroBanner({ hero }: { hero: HeroBannerData | null }) {
  const theme = useTheme();
  const title = hero?.title || theme.storeName || 'My Store';
  // Theme URLs are owner data: only store paths and public http(s)/ftp URLs are used (SPEC §5).
  const link = themeLink(hero?.ctaLink);
  const internal = sitePath(link);
  const background = themeLink(hero?.backgroundImage);
  const titleImg = themeLink(hero?.titleImg);
  const newWindow = Boolean(hero?.ctaOpenInNewWindow);
  const ctaCss = { color: 'inherit', fontWeight: 600 } as const;
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
      {hero?.titleBadge ? (
        <p
          css={{
            display: 'inline-block',
            margin: '0 0 8px',
            padding: '2px 10px',
            borderRadius: theme.radii?.pill,
            background: theme.colors?.accent,
            color: theme.colors?.background,
            fontWeight: 700,
            fontSize: 14,
          }}
        >
          {hero.titleBadge}
        </p>
      ) : null}
      <h1 css={{ margin: '0 0 12px', fontFamily: theme.fonts?.heading }}>{title}</h1>
      {hero?.subtitle ? <p css={{ fontSize: 20, margin: '0 0 8px' }}>{hero.subtitle}</p> : null}
      {hero?.body ? <p>{hero.body}</p> : null}
      {hero?.ctaText && link ? (
        internal && !newWindow ? (
          <Link to={internal} css={ctaCss}>
            {hero.ctaText}
          </Link>
        ) : (
          // The new-window flag applies to store paths too: the owner asked for a new tab.
          <a
            href={link}
            target={newWindow ? '_blank' : undefined}
            rel={newWindow ? 'noopener noreferrer' : undefined}
            css={ctaCss}
          >
            {hero.ctaText}
          </a>
        )
      ) : null}
      {hero?.showSearch ? (
        <HeroSearch placeholder={hero.searchPlaceholder || DEFAULT_SEARCH_PLACEHOLDER} />
      ) : null}
    </section>
  );
}

/** The hero's own search box (theme `showSearch`): submits to /search like the search page. */
function HeroSearch({ placeholder }: { placeholder: string }) {
  const navigate = useNavigate();
  const id = useId();
  return (
    <form
      role="search"
      css={{ display: 'flex', justifyContent: 'center', gap: 8, marginTop: 16 }}
      onSubmit={(e) => {
        e.preventDefault();
        const term = String(new FormData(e.currentTarget).get('searchterm') ?? '').trim();
        navigate(term ? `/search?${new URLSearchParams({ searchterm: term })}` : '/search');
      }}
    >
      <label htmlFor={id} css={visuallyHidden}>
        Search products
      </label>
      <input
        id={id}
        name="searchterm"
        type="search"
        placeholder={placeholder}
        css={(t) => ({
          minHeight: 44,
          padding: '0 12px',
          width: 'min(100%, 360px)',
          border: `1px solid ${t.tokens.border}`,
          borderRadius: t.radii.sm,
          background: t.colors.background,
          color: t.colors.text,
        })}
      />
      <Button type="submit">Search</Button>
    </form>
  );
}

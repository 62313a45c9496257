import { useIntl } from 'react-intl';
import { HOME_MESSAGES as m } from './messages';
import { useTheme, type Theme } from '@emotion/react';
import {
  Button,
  DEFAULT_STORE_NAME,
  sitePath,
  themeLink,
  visuallyHidden,
  type HeroBanner as HeroBannerData,
} from '@store/shared';
import { useId } from 'react';
import { Link, useNavigate } from '@store/shared/router';
import { SEARCH_MESSAGES } from '../search/messages';
import { HERO_STYLES, heroLayout } from './heroLayout';

/**
 * The cover template lays text on the owner's photo, whatever its colours: a dark veil and
 * white text stay legible on any picture, which no store colour can promise.
 */
const VEIL = 'rgb(0 0 0 / 0.55)';
const VEIL_BASE = 'black';
const ON_VEIL = 'white';

/** The page's only h1: the theme's hero title, else the store name. Laid out by its template. */
export function HeroBanner({ hero }: { hero: HeroBannerData | null }) {
  const { formatMessage: t } = useIntl();
  const theme = useTheme();
  const layout = heroLayout(hero?.template);
  const title = hero?.title || theme.storeName || DEFAULT_STORE_NAME;
  // Theme URLs are owner data: only store paths and public http(s)/ftp URLs are used (SPEC §5).
  const link = themeLink(hero?.ctaLink);
  const internal = sitePath(link);
  const background = themeLink(hero?.backgroundImage);
  const titleImg = themeLink(hero?.titleImg);
  const picture = titleImg ?? background;
  const newWindow = Boolean(hero?.ctaOpenInNewWindow);
  const ctaCss = { color: 'inherit', fontWeight: 600 } as const;
  const style = HERO_STYLES[layout];
  const { centred } = style;
  // On the colour band the background image (if any) sits behind the text; the split and
  // stacked layouts show it as their picture instead when there is no title image.
  const sidePicture = style.picture === 'none' ? null : picture;
  const behindImage = style.picture === 'none' ? background : null;
  const band = bandStyle(style.band, theme, background, behindImage);

  const text = (
    <div css={{ flex: '1 1 320px', minWidth: 0 }}>
      {style.inlineTitleImage && titleImg ? <TitleImage src={titleImg} centred={centred} /> : null}
      {hero?.titleBadge ? <TitleBadge text={hero.titleBadge} /> : null}
      <h1 css={{ margin: '0 0 12px', fontFamily: theme.fonts.heading }}>{title}</h1>
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
        <HeroSearch
          placeholder={hero.searchPlaceholder || t(SEARCH_MESSAGES.placeholder)}
          centred={centred}
        />
      ) : null}
    </div>
  );

  return (
    <section
      aria-label={t(m.hero)}
      data-hero-template={layout}
      css={{
        display: 'flex',
        flexDirection: style.picture === 'above' ? 'column' : 'row',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 24,
        padding: style.padding,
        textAlign: centred ? 'center' : 'left',
        backgroundSize: 'cover',
        backgroundPosition: 'center',
        borderRadius: theme.radii.md,
        ...band,
      }}
    >
      {sidePicture && style.picture === 'above' ? <HeroPicture src={sidePicture} /> : null}
      {text}
      {sidePicture && style.picture === 'beside' ? <HeroPicture src={sidePicture} /> : null}
    </section>
  );
}

/** The band behind the hero's text: none, a veil over the background image, or the store colour. */
function bandStyle(
  kind: (typeof HERO_STYLES)[keyof typeof HERO_STYLES]['band'],
  theme: Theme,
  background: string | null,
  behindImage: string | null,
) {
  return kind === 'none'
    ? { color: theme.colors.text }
    : kind === 'veil'
      ? {
          backgroundColor: VEIL_BASE,
          backgroundImage: background
            ? `linear-gradient(${VEIL}, ${VEIL}), url(${JSON.stringify(background)})`
            : undefined,
          color: ON_VEIL,
        }
      : {
          backgroundColor: theme.colors.secondary,
          backgroundImage: behindImage ? `url(${JSON.stringify(behindImage)})` : undefined,
          // The band is the store's secondary colour; its page background reads on it.
          color: theme.colors.background,
        };
}

/** The owner's title picture, in the text column. */
function TitleImage({ src, centred }: { src: string; centred: boolean }) {
  return (
    // The owner's picture, of a size not known before it arrives: it gets a square box from
    // the first paint (the server's page paints first), so its arrival moves nothing below
    // (afterdark's promo banner moved, CLS 0.165 in 2 of 3 Lighthouse runs).
    <img
      src={src}
      alt=""
      width={240}
      height={240}
      css={{
        display: 'block',
        width: 'min(240px, 100%)',
        height: 'auto',
        aspectRatio: '1 / 1',
        objectFit: 'contain',
        objectPosition: centred ? 'center' : 'left',
        margin: centred ? '0 auto' : undefined,
      }}
    />
  );
}

/** A short badge above the title (the owner's words). */
function TitleBadge({ text }: { text: string }) {
  const theme = useTheme();
  return (
    <p
      css={{
        display: 'inline-block',
        margin: '0 0 8px',
        padding: '2px 10px',
        borderRadius: theme.radii.pill,
        background: theme.colors.accent,
        color: theme.colors.background,
        fontWeight: 700,
        fontSize: 14,
      }}
    >
      {text}
    </p>
  );
}

/** The hero's picture in its own column or row; decorative (the title says what it is). */
function HeroPicture({ src }: { src: string }) {
  const theme = useTheme();
  return (
    <div css={{ flex: '1 1 280px', minWidth: 0, display: 'flex', justifyContent: 'center' }}>
      <img
        src={src}
        alt=""
        // Above the fold and often the largest paint: fetched first, never lazily.
        fetchPriority="high"
        width={560}
        height={560}
        css={{
          width: '100%',
          maxWidth: 420,
          height: 'auto',
          aspectRatio: '1 / 1',
          objectFit: 'cover',
          borderRadius: theme.radii.md,
        }}
      />
    </div>
  );
}

/** The hero's own search box (theme `showSearch`): submits to /search like the search page. */
function HeroSearch({ placeholder, centred }: { placeholder: string; centred: boolean }) {
  const { formatMessage: t } = useIntl();
  const navigate = useNavigate();
  const id = useId();
  return (
    // A real GET form: without (or before) the page's scripts the browser goes to /search itself.
    <form
      role="search"
      method="get"
      action="/search"
      css={{
        display: 'flex',
        justifyContent: centred ? 'center' : 'flex-start',
        gap: 8,
        marginTop: 16,
      }}
      onSubmit={(e) => {
        e.preventDefault();
        const term = String(new FormData(e.currentTarget).get('searchterm') ?? '').trim();
        navigate(term ? `/search?${new URLSearchParams({ searchterm: term })}` : '/search');
      }}
    >
      <label htmlFor={id} css={visuallyHidden}>
        {t(m.searchLabel)}
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
      <Button type="submit">{t(m.search)}</Button>
    </form>
  );
}

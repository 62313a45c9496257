import {
  DEFAULT_THEME_DATA,
  publicUrl,
  themeLink,
  type SocialMediaLink,
  type ThemeData,
} from '@store/shared';

type Obj = Record<string, unknown>;

const isObj = (v: unknown): v is Obj => !!v && typeof v === 'object' && !Array.isArray(v);
const str = (v: unknown, d: string): string => (typeof v === 'string' && v.trim() ? v : d);
const optStr = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v : null);
const bool = (v: unknown, d: boolean): boolean => (typeof v === 'boolean' ? v : d);
const num = (v: unknown, d: number): number =>
  typeof v === 'number' && Number.isFinite(v) ? v : d;
const obj = (v: unknown): Obj => (isObj(v) ? v : {});

/** Every string field of `defaults` taken from `input` when it is a non-empty string. */
function strings<T extends Record<string, string>>(input: unknown, defaults: T): T {
  const src = obj(input);
  const out = { ...defaults };
  for (const k of Object.keys(defaults) as (keyof T & string)[]) {
    out[k] = str(src[k], defaults[k]) as T[typeof k];
  }
  return out;
}

function socialMedia(v: unknown): SocialMediaLink[] {
  if (!Array.isArray(v)) return [];
  return v.filter(
    (s): s is SocialMediaLink =>
      isObj(s) &&
      publicUrl(s.url) !== null &&
      typeof s.icon === 'string' &&
      typeof s.id === 'string',
  );
}

/**
 * The theme as the shell uses it: every field validated and falling back to DEFAULT_THEME_DATA on
 * its own, so a malformed theme JSON (wrong types, missing sections, not an object) never crashes.
 * Links and images must be store paths or public http(s)/ftp URLs (SPEC §5): `data:`,
 * `javascript:` and protocol-relative values are dropped.
 * `meta.storeName` is left '' when the theme does not name the store, so the store API name can
 * be used before "My Store" (see resolveStoreName).
 */
export function mergeTheme(input: unknown): ThemeData {
  const d = DEFAULT_THEME_DATA;
  const src = obj(input);
  const brand = obj(src.brand);
  const content = obj(src.content);
  const styles = obj(src.styles);
  const meta = obj(src.meta);
  const layout = obj(src.layout);
  const flags = obj(src.flags);
  const hero = obj(content.heroBanner);
  const footer = obj(content.footer);
  const header = obj(content.header);
  const notification = obj(content.notification);
  const about = obj(content.about);
  const login = obj(content.login);
  const heroTemplate =
    hero.template === 'custom'
      ? 'custom'
      : num(hero.template, Number(d.content.heroBanner.template));

  return {
    brand: {
      logo: themeLink(brand.logo),
      name: str(brand.name, ''),
      socialMedia: socialMedia(brand.socialMedia),
    },
    content: {
      ...d.content,
      heroBanner: {
        template: heroTemplate,
        title: str(hero.title, d.content.heroBanner.title),
        subtitle: optStr(hero.subtitle) ?? undefined,
        body: optStr(hero.body) ?? undefined,
        titleImg: themeLink(hero.titleImg),
        titleBadge: optStr(hero.titleBadge),
        ctaText: str(hero.ctaText, d.content.heroBanner.ctaText ?? 'Shop now'),
        ctaLink: themeLink(hero.ctaLink) ?? d.content.heroBanner.ctaLink ?? '/',
        ctaOpenInNewWindow: bool(hero.ctaOpenInNewWindow, false),
        showSearch: bool(hero.showSearch, false),
        searchPlaceholder: optStr(hero.searchPlaceholder) ?? undefined,
        backgroundImage: themeLink(hero.backgroundImage),
      },
      categories: Array.isArray(content.categories)
        ? content.categories.filter(
            (c): c is ThemeData['content']['categories'][number] =>
              isObj(c) && typeof c.slug === 'string' && typeof c.displayName === 'string',
          )
        : [],
      about: {
        aboutText: Array.isArray(about.aboutText)
          ? about.aboutText.filter(
              (a): a is { text: string } => isObj(a) && typeof a.text === 'string',
            )
          : [],
        heroImage: themeLink(about.heroImage),
      },
      cart: { title: str(obj(content.cart).title, d.content.cart.title) },
      login: {
        title: str(login.title, d.content.login.title),
        body: optStr(login.body) ?? undefined,
        logo: themeLink(login.logo),
      },
      footer: {
        template: num(footer.template, d.content.footer.template),
        aboutText: optStr(footer.aboutText) ?? undefined,
        copyright: optStr(footer.copyright) ?? undefined,
      },
      notification: {
        html: typeof notification.html === 'string' ? notification.html : '',
        enabled: bool(notification.enabled, false),
      },
      header: {
        template: num(header.template, d.content.header.template),
        showAbout: bool(header.showAbout, false),
        logoLink: themeLink(header.logoLink),
      },
      favicon: themeLink(content.favicon),
      promoBanners: Array.isArray(content.promoBanners)
        ? (content.promoBanners.filter(
            (p) => isObj(p) && typeof p.code === 'string' && typeof p.text === 'string',
          ) as NonNullable<ThemeData['content']['promoBanners']>)
        : [],
    },
    styles: {
      fonts: strings(styles.fonts, d.styles.fonts),
      colors: strings(styles.colors, d.styles.colors),
      buttons: strings(styles.buttons, d.styles.buttons),
    },
    meta: { storeName: str(meta.storeName, ''), gaToken: optStr(meta.gaToken) },
    layout: {
      header: num(layout.header, d.layout.header),
      heroBanner: num(layout.heroBanner, d.layout.heroBanner),
      footer: num(layout.footer, d.layout.footer),
      pagination: bool(layout.pagination, false),
    },
    previewMode: bool(src.previewMode, false),
    flags: {
      ageVerification: bool(flags.ageVerification, false),
      ...(typeof flags.support === 'boolean' ? { support: flags.support } : {}),
    },
  };
}

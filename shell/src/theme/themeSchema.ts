import {
  DEFAULT_THEME_DATA,
  EXTRA_ROUTE_PATH,
  isPlainObject,
  sitePath,
  anyText,
  finite,
  flag,
  link,
  listOf,
  optionalFlag,
  optionalText,
  publicLink,
  section,
  text,
  textOrNull,
  type ExtraRoute,
  type ThemeData,
} from '@store/shared';
import { mixed, object, string } from 'yup';

const d = DEFAULT_THEME_DATA;
const hero = d.content.heroBanner;

/** Each of `defaults`' text fields, from the theme when it is non-blank text. */
const texts = <T extends Record<string, string>>(defaults: T) =>
  section(
    Object.fromEntries(Object.entries(defaults).map(([k, v]) => [k, text(v)])) as {
      [K in keyof T]: ReturnType<typeof text>;
    },
  );

/** Hero template: 1–5 or 'custom'. */
const heroTemplate = mixed<number | 'custom'>()
  .transform((_c, raw: unknown) =>
    raw === 'custom' || (typeof raw === 'number' && Number.isFinite(raw)) ? raw : undefined,
  )
  .default(Number(hero.template));

/**
 * An extra route: one path segment plus either a collection slug (title optional) or a redirect
 * to a path of this store. Anything else (two targets, a URL elsewhere, a nested path) is dropped.
 */
const extraRoute = mixed<ExtraRoute>()
  .transform((_c, raw: unknown): ExtraRoute | undefined => {
    if (!isPlainObject(raw) || typeof raw.path !== 'string') return undefined;
    const path = raw.path.trim().replace(/^\//, '');
    if (!EXTRA_ROUTE_PATH.test(path)) return undefined;
    const collection = typeof raw.collection === 'string' ? raw.collection.trim() : '';
    const redirect = sitePath(raw.redirect);
    if (!!collection === !!redirect) return undefined;
    if (redirect) return { path, redirect };
    const title = typeof raw.title === 'string' && raw.title.trim() ? raw.title.trim() : undefined;
    return title ? { path, collection, title } : { path, collection };
  })
  .required();

const required = () =>
  string()
    .transform((_c, raw: unknown) => (typeof raw === 'string' ? raw : undefined))
    .required();

/**
 * The store theme as every bundle uses it (SPEC §1, §5): each field validated on its own and
 * falling back to DEFAULT_THEME_DATA, so a malformed theme (wrong types, missing sections, not an
 * object) never crashes. Links and images must be store paths or public http(s)/ftp URLs.
 * `meta.storeName` stays '' when the theme does not name the store, so the store API's name can
 * win before "My Store" (see resolveStoreName).
 */
export const themeSchema = section({
  brand: section({
    logo: link(),
    name: text(''),
    socialMedia: listOf(object({ id: required(), icon: required(), url: publicLink().required() })),
  }),
  content: section({
    heroBanner: section({
      template: heroTemplate,
      title: text(hero.title),
      subtitle: optionalText(),
      body: optionalText(),
      titleImg: link(),
      titleBadge: textOrNull(),
      ctaText: text(hero.ctaText ?? 'Shop now'),
      ctaLink: mixed<string>()
        .transform((_c, raw: unknown) => link().cast(raw) ?? undefined)
        .default(hero.ctaLink ?? '/'),
      ctaOpenInNewWindow: flag(false),
      showSearch: flag(false),
      searchPlaceholder: optionalText(),
      backgroundImage: link(),
    }),
    categories: listOf(
      object({
        slug: required(),
        displayName: required(),
        image: mixed<string>()
          .transform((_c, raw: unknown) => link().cast(raw) ?? '')
          .default(''),
      }),
    ),
    about: section({
      aboutText: listOf(
        object({
          text: required(),
          list: listOf(string().strict().required()).optional(),
        }),
      ),
      heroImage: link(),
    }),
    cart: section({ title: text(d.content.cart.title) }),
    login: section({ title: text(d.content.login.title), body: optionalText(), logo: link() }),
    footer: section({
      template: finite(d.content.footer.template),
      aboutText: optionalText(),
      copyright: optionalText(),
    }),
    notification: section({ html: anyText(''), enabled: flag(false) }),
    header: section({
      template: finite(d.content.header.template),
      showAbout: flag(false),
      logoLink: link(),
    }),
    favicon: link(),
    extraRoutes: listOf<ExtraRoute>(extraRoute),
    promoBanners: listOf(
      object({
        code: required(),
        text: required(),
        type: anyText(''),
        value: mixed<
          NonNullable<NonNullable<ThemeData['content']['promoBanners']>[number]['value']>
        >()
          .nullable()
          .transform((_c, raw: unknown) =>
            (typeof raw === 'number' && Number.isFinite(raw)) ||
            (!!raw &&
              typeof raw === 'object' &&
              typeof (raw as { amount?: unknown }).amount === 'number' &&
              typeof (raw as { currency?: unknown }).currency === 'string')
              ? raw
              : null,
          )
          .default(null),
      }),
    ),
  }),
  styles: section({
    fonts: texts(d.styles.fonts),
    colors: texts(d.styles.colors),
    buttons: texts(d.styles.buttons),
  }),
  meta: section({ storeName: text(''), gaToken: textOrNull() }),
  layout: section({
    header: finite(d.layout.header),
    heroBanner: finite(d.layout.heroBanner),
    footer: finite(d.layout.footer),
    pagination: flag(false),
  }),
  previewMode: flag(false),
  flags: section({ ageVerification: flag(false), support: optionalFlag() }),
});

import type { ThemeData } from '../types/theme';
import { DEFAULT_STORE_NAME } from '../types/store';
import { DEFAULT_THEME_LAYOUT } from '../constants';
import { AA_TEXT, mixHex, readableOn } from './contrast';
import { DEFAULT_THEME_COLORS } from './defaultColors';

type StoreColors = ThemeData['styles']['colors'];

/**
 * Colours components use beyond the store's own palette, derived from it so that a store that
 * changes its colours restyles every screen (CSS `color-mix`, evaluated by the browser). Status
 * colours keep their meaning (an error stays red) but are mixed with the store's text colour so
 * they stay legible on a dark background too.
 */
export interface ThemeTokens {
  /** Secondary text: hints, captions, old prices. */
  muted: string;
  /** Hairlines, input borders, dividers. */
  border: string;
  /** Panels, skeletons and selected rows on the page background. */
  surface: string;
  danger: string;
  dangerSurface: string;
  success: string;
  successSurface: string;
  warning: string;
  warningSurface: string;
  /** Links and text-coloured controls: the primary colour, lifted to AA on the background. */
  link: string;
  /** Focus rings. */
  focus: string;
  /** Behind modal dialogs. */
  overlay: string;
  /** Colour of drop shadows (menus, toasts, suggestion lists). */
  shadow: string;
  /** The page background, a little see-through: controls laid over images. */
  glass: string;
}

export const RADII = { sm: '4px', md: '8px', pill: '999px' } as const;

/** The emotion theme every bundle reads with useTheme(); built by the shell from ThemeData. */
export interface StoreTheme {
  colors: StoreColors;
  tokens: ThemeTokens;
  radii: typeof RADII;
  fonts: ThemeData['styles']['fonts'];
  buttons: ThemeData['styles']['buttons'];
  storeName: string;
  logo: string | null;
  previewMode: boolean;
}

const mix = (color: string, percent: number, into: string) =>
  `color-mix(in srgb, ${color} ${percent}%, ${into})`;

/** Status hues; every other token comes from the store's colours. */
const RED = '#dc2626';
const GREEN = '#16a34a';
const AMBER = '#d97706';

export function themeTokens(c: StoreColors): ThemeTokens {
  return {
    muted: mix(c.text, 68, c.background),
    border: mix(c.text, 22, c.background),
    surface: mix(c.text, 5, c.background),
    danger: mix(RED, 80, c.text),
    dangerSurface: mix(RED, 10, c.background),
    success: mix(GREEN, 75, c.text),
    successSurface: mix(GREEN, 10, c.background),
    warning: mix(AMBER, 70, c.text),
    warningSurface: mix(AMBER, 12, c.background),
    // Links also sit on `surface` panels (the mix below is the same as its CSS).
    link: readableOn(c.primary, c.background, AA_TEXT, [mixHex(c.text, 5, c.background) ?? '']),
    focus: c.accent,
    overlay: mix(c.text, 55, 'transparent'),
    shadow: mix(c.text, 14, 'transparent'),
    glass: mix(c.background, 90, 'transparent'),
  };
}

declare module '@emotion/react' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- module augmentation
  export interface Theme extends StoreTheme {}
}

/** Used when the theme fetch fails or returns 404. */
export const DEFAULT_THEME_DATA: ThemeData = {
  brand: { logo: null, name: DEFAULT_STORE_NAME, socialMedia: [] },
  content: {
    heroBanner: {
      template: DEFAULT_THEME_LAYOUT.heroBanner,
      title: 'Welcome to our store',
      ctaText: 'Shop now',
      ctaLink: '/',
    },
    categories: [],
    about: { aboutText: [], heroImage: null },
    cart: { title: 'Your cart' },
    login: { title: 'Login' },
    footer: { template: DEFAULT_THEME_LAYOUT.footer },
    notification: { html: '', enabled: false },
    header: { template: DEFAULT_THEME_LAYOUT.header, showAbout: false },
  },
  styles: {
    fonts: { heading: 'system-ui, sans-serif', body: 'system-ui, sans-serif' },
    colors: { ...DEFAULT_THEME_COLORS },
    buttons: { radius: '6px', primaryBackground: '#1f2937', primaryText: '#ffffff' },
  },
  meta: { storeName: DEFAULT_STORE_NAME },
  layout: { ...DEFAULT_THEME_LAYOUT },
  previewMode: false,
};

export function toStoreTheme(data: ThemeData): StoreTheme {
  const colors = { ...DEFAULT_THEME_DATA.styles.colors, ...data.styles.colors };
  return {
    colors,
    tokens: themeTokens(colors),
    radii: RADII,
    fonts: { ...DEFAULT_THEME_DATA.styles.fonts, ...data.styles.fonts },
    buttons: { ...DEFAULT_THEME_DATA.styles.buttons, ...data.styles.buttons },
    storeName: data.meta.storeName || data.brand.name || DEFAULT_STORE_NAME,
    logo: data.brand.logo ?? null,
    previewMode: Boolean(data.previewMode),
  };
}

export const DEFAULT_STORE_THEME = toStoreTheme(DEFAULT_THEME_DATA);

/**
 * A text the store owner wrote in the theme, or null when there is none: absent, blank, or only the
 * default theme's en filler (which the shell fills in for a theme without one), so a bundle shows its
 * own default in the shopper's language instead.
 */
export function ownThemeText(value: unknown, themeDefault: string): string | null {
  const own = typeof value === 'string' ? value.trim() : '';
  return own && own !== themeDefault ? own : null;
}

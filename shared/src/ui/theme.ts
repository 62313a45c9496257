import type { ThemeData } from '../types/theme';
import { DEFAULT_STORE_NAME } from '../types/store';
import { DEFAULT_THEME_LAYOUT } from '../constants';

/** The emotion theme every bundle reads with useTheme(); built by the shell from ThemeData. */
export interface StoreTheme {
  colors: ThemeData['styles']['colors'];
  fonts: ThemeData['styles']['fonts'];
  buttons: ThemeData['styles']['buttons'];
  storeName: string;
  logo: string | null;
  previewMode: boolean;
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
    colors: {
      primary: '#1f2937',
      secondary: '#4b5563',
      background: '#ffffff',
      text: '#111827',
      accent: '#b91c1c',
      headerBackground: '#ffffff',
      headerText: '#111827',
      footerBackground: '#111827',
      footerText: '#f9fafb',
    },
    buttons: { radius: '6px', primaryBackground: '#1f2937', primaryText: '#ffffff' },
  },
  meta: { storeName: DEFAULT_STORE_NAME },
  layout: { ...DEFAULT_THEME_LAYOUT },
  previewMode: false,
};

export function toStoreTheme(data: ThemeData): StoreTheme {
  return {
    colors: { ...DEFAULT_THEME_DATA.styles.colors, ...data.styles?.colors },
    fonts: { ...DEFAULT_THEME_DATA.styles.fonts, ...data.styles?.fonts },
    buttons: { ...DEFAULT_THEME_DATA.styles.buttons, ...data.styles?.buttons },
    storeName: data.meta?.storeName || data.brand?.name || DEFAULT_STORE_NAME,
    logo: data.brand?.logo ?? null,
    previewMode: Boolean(data.previewMode),
  };
}

export const DEFAULT_STORE_THEME = toStoreTheme(DEFAULT_THEME_DATA);

import type { SocialMediaLink } from './store';

export interface HeroBanner {
  /** 1-5 or 'custom' */
  template: number | 'custom';
  title: string;
  subtitle?: string;
  body?: string;
  titleImg?: string | null;
  titleBadge?: string | null;
  ctaText?: string;
  ctaLink?: string;
  ctaOpenInNewWindow?: boolean;
  showSearch?: boolean;
  searchPlaceholder?: string;
  backgroundImage?: string | null;
}

export interface CategoryBanner {
  slug: string;
  image: string;
  displayName: string;
}

/**
 * A store-specific route (SPEC §2 route table, "plus store-specific extra routes"): one path
 * segment of the store's own that shows one of its collections under its own heading (a campaign
 * page such as `/summer`), or that moves to another path of the store (a link that changed).
 */
export type ExtraRoute =
  { path: string; collection: string; title?: string } | { path: string; redirect: string };

export interface ThemeContent {
  heroBanner: HeroBanner;
  categories: CategoryBanner[];
  about: { aboutText: { text: string; list?: string[] }[]; heroImage?: string | null };
  cart: { title: string };
  login: { title: string; body?: string; logo?: string | null };
  footer: { aboutText?: string; template: number; copyright?: string };
  /** Notification bar HTML: always sanitized before rendering. */
  notification: { html: string; enabled: boolean };
  header: { template: number; showAbout: boolean; logoLink?: string | null };
  favicon?: string | null;
  /** Absent in themes of older shells: read it as []. */
  extraRoutes?: ExtraRoute[];
  promoBanners?: {
    code: string;
    type: string;
    value: number | { amount: number; currency: string } | null;
    text: string;
  }[];
}

export interface ThemeStyles {
  fonts: { heading: string; body: string };
  colors: {
    primary: string;
    secondary: string;
    background: string;
    text: string;
    accent: string;
    headerBackground: string;
    headerText: string;
    footerBackground: string;
    footerText: string;
  };
  buttons: { radius: string; primaryBackground: string; primaryText: string };
}

export interface ThemeData {
  brand: { logo?: string | null; name?: string; socialMedia: SocialMediaLink[] };
  content: ThemeContent;
  styles: ThemeStyles;
  meta: { storeName: string; gaToken?: string | null };
  layout: { header: number; heroBanner: number; footer: number; pagination?: boolean };
  previewMode: boolean;
  flags?: { ageVerification?: boolean; support?: boolean };
}

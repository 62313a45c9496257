// A store's own tags (SPEC §7 external services: a tag manager, an analytics service, social ad
// pixels), read from its record's `marketingPixels`. Node-safe: the store server reads the same
// settings to write the page's data block and its CSP (server/src/storeTagsBlock.ts).

/** The page's data block the store server writes for a store with tags (read by ./script.ts). */
export const STORE_TAGS_DATA_ID = 'store-tags';
/** The script that loads them, built beside store-page-view.js and served by the store server. */
export const STORE_TAGS_PATH = '/store-tags.js';
/**
 * On the footer's "Cookie settings" link of a store that asks for consent: the tags script opens
 * the banner again from it, so the shopper can change their answer. A link to the privacy policy
 * underneath (SPEC §2 route table), where a page without the script explains its cookies.
 */
export const CONSENT_SETTINGS_ATTRIBUTE = 'data-consent-settings';
export const PRIVACY_POLICY_PATH = '/privacy-policy';

/**
 * Google's id: a Google tag (`G-`: GA4, `AW-`: Ads, `GT-`, `DC-`) or a Tag Manager container
 * (`GTM-`). Anything else is ignored: the id goes into a script URL.
 */
const GOOGLE_ID = /^(?:G|GT|AW|DC|GTM)-[A-Z0-9]{4,20}$/;
/** Meta's pixel id: digits only. */
const META_ID = /^\d{5,20}$/;

export interface StoreTags {
  /** Google tag or Tag Manager container id, when valid. */
  google: string | null;
  /** Meta pixel id, when valid. */
  meta: string | null;
  /**
   * Tags wait for the shopper's consent (a banner; Google's consent-mode signals). On unless the
   * record says `askConsent: false`: asking is the safe default for a store that sells in the EU.
   */
  askConsent: boolean;
}

/** The words of the consent banner in the page's locale (the store server's, api consentWords). */
export interface ConsentWords {
  /** The banner's accessible name. */
  label: string;
  message: string;
  accept: string;
  decline: string;
  privacy: string;
}

/** What the page's data block holds: the tags, the banner's words and the theme's colours. */
export interface StoreTagsData extends StoreTags {
  /** The store's slug: the consent is kept per store, as every store cookie. */
  store: string;
  words: ConsentWords;
  colors: { background: string; text: string };
}

const text = (v: unknown): string | null =>
  typeof v === 'string' && v.trim() !== '' ? v.trim() : null;

/** The tags a store's `marketingPixels` configures; null when none (the page loads nothing). */
export function storeTagsOf(pixels: unknown): StoreTags | null {
  if (!pixels || typeof pixels !== 'object') return null;
  const p = pixels as Record<string, unknown>;
  const googleText = text(p.googleAnalytics)?.toUpperCase() ?? null;
  const google = googleText && GOOGLE_ID.test(googleText) ? googleText : null;
  const metaText = text(p.facebook);
  const meta = metaText && META_ID.test(metaText) ? metaText : null;
  if (!google && !meta) return null;
  return { google, meta, askConsent: p.askConsent !== false };
}

/** A Tag Manager container reads the store's dataLayer itself; a Google tag is told each event. */
export const isTagManager = (googleId: string): boolean => googleId.startsWith('GTM-');

/** The shopper's answer, kept per store for half a year (then asked again). */
export const consentCookieName = (storeSlug: string): string => `tag_consent_${storeSlug}`;
export const CONSENT_COOKIE_DAYS = 182;
export type ConsentChoice = 'granted' | 'denied';
export const isConsentChoice = (v: unknown): v is ConsentChoice =>
  v === 'granted' || v === 'denied';

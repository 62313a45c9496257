import {
  isPlainObject,
  PREFERENCE_COOKIE_DAYS,
  preferenceCookieName,
  preferenceCookieText,
  storeCookieAttributes,
} from '@store/shared';
import Cookies from 'js-cookie';
import type { LocalizationChoice } from './localization';

// The name, text and lifetime are shared's (cookies/preferences): the store server's
// `POST /preferences` form, for a page without script, writes the very same cookie.
export { preferenceCookieName };

/**
 * The saved Preferences of a store, or null. A malformed cookie (not JSON, not an object) reads
 * as no preference; the fields are checked against the store's offer where they are used.
 */
export function readPreference(storeSlug: string): Record<string, unknown> | null {
  return parsePreference(Cookies.get(preferenceCookieName(storeSlug)));
}

/** A preference cookie's value as the shell reads it (the server render reads the request's). */
export function parsePreference(raw: string | null | undefined): Record<string, unknown> | null {
  if (!raw) return null;
  try {
    const v: unknown = JSON.parse(raw);
    return isPlainObject(v) ? v : null;
  } catch {
    return null;
  }
}

/** SPEC §4: Submit saves currency, region (with its fulfillment region) and language. */
export function writePreference(
  storeSlug: string,
  choice: Required<LocalizationChoice> & { fulfillmentRegion: string },
): void {
  Cookies.set(
    preferenceCookieName(storeSlug),
    preferenceCookieText(choice),
    storeCookieAttributes(PREFERENCE_COOKIE_DAYS),
  );
}

import { isPlainObject, storeCookieAttributes } from '@store/shared';
import Cookies from 'js-cookie';
import type { LocalizationChoice } from './localization';

/** One cookie per store: a choice made in one store does not follow the shopper to another. */
export const preferenceCookieName = (storeSlug: string) => `localization_${storeSlug}`;

const YEAR_DAYS = 365;

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
    JSON.stringify(choice),
    storeCookieAttributes(YEAR_DAYS),
  );
}

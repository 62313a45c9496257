import { DEFAULT_REGION } from '../constants';

// The saved Preferences (SPEC §4 `localization-modal`) are written two ways: by the shell's modal
// (js-cookie, in the browser) and by the store server's `POST /preferences` form (a page without
// script). Both take the cookie's name, text and lifetime from here, so either path reads what the
// other wrote byte for byte. Node-safe: the store server runs it (no React, bus or UI imports).

/** One cookie per store: a choice made in one store does not follow the shopper to another. */
export const preferenceCookieName = (storeSlug: string): string => `localization_${storeSlug}`;

/** The Preferences are kept for a year. */
export const PREFERENCE_COOKIE_DAYS = 365;

/** What Submit saves (SPEC §4): currency, region with its fulfillment region, and language. */
export interface SavedPreference {
  region: string;
  currency: string;
  locale: string;
  fulfillmentRegion: string;
}

/** The cookie's JSON text, its keys always in this order (the bytes both writers send). */
export function preferenceCookieText(choice: SavedPreference): string {
  const { region, currency, locale, fulfillmentRegion } = choice;
  return JSON.stringify({ region, currency, locale, fulfillmentRegion });
}

/** SPEC §9 table: the fulfillment region follows the shipping region (the default when unknown). */
export function fulfillmentRegionOf(
  region: string,
  regions: readonly { region: string; fulfillment_region: string }[],
): string {
  return regions.find((r) => r.region === region)?.fulfillment_region ?? DEFAULT_REGION;
}

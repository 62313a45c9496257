import Cookies from 'js-cookie';
import { storeCookieAttributes } from './attributes';
import {
  AGE_VERIFIED_COOKIE_DAYS,
  AGE_VERIFIED_STORAGE_KEY,
  AGE_VERIFIED_VALUE,
  ageVerifiedCookieName,
  isAgeVerifiedValue,
} from './ageVerified';

// The browser's side of the two records (./ageVerified.ts): read and written the same way by the
// shell's age gate and by an age-gated page's early script (../ssr/ageCheck).

/** The window's local storage, or none where it is blocked (reading it throws). */
export function safeLocalStorage(
  win: Window | null = typeof window === 'undefined' ? null : window,
): Storage | null {
  try {
    return win?.localStorage ?? null;
  } catch {
    return null;
  }
}

/** SPEC §5: isVerified in local storage. */
export const storedAgeVerified = (storage: Storage | null = safeLocalStorage()): boolean =>
  storage?.getItem(AGE_VERIFIED_STORAGE_KEY) === 'true';

/** The cookie mirror, as the store server reads it. */
export const cookieAgeVerified = (storeSlug: string): boolean =>
  isAgeVerifiedValue(Cookies.get(ageVerifiedCookieName(storeSlug)));

/** Writes the cookie mirror; whether it took (blocked cookies, a clock far off: it did not). */
export function writeAgeVerifiedCookie(storeSlug: string, protocol?: string): boolean {
  Cookies.set(
    ageVerifiedCookieName(storeSlug),
    AGE_VERIFIED_VALUE,
    storeCookieAttributes(AGE_VERIFIED_COOKIE_DAYS, protocol),
  );
  return cookieAgeVerified(storeSlug);
}

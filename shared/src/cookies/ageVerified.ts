// The age gate (SPEC §4/§5) keeps the shopper's "isVerified" in local storage, as the SPEC says.
// The store server cannot read local storage, so the same answer is mirrored in a cookie: the
// server renders a verified shopper's store, and a shopper without script (whose Proceed posts to
// `POST /age-gate`) is verified by it alone. Node-safe: the store server writes it too.

/** SPEC §5's record in local storage: this key, set to "true". */
export const AGE_VERIFIED_STORAGE_KEY = 'isVerified';

/** One per store: verifying in one store does not verify another (each may ask its own). */
export const ageVerifiedCookieName = (storeSlug: string): string => `age_verified_${storeSlug}`;

/** The cookie's only value; anything else (or none) is not verified. */
export const AGE_VERIFIED_VALUE = 'true';

/** Kept for a year, as the saved Preferences. */
export const AGE_VERIFIED_COOKIE_DAYS = 365;

/** Whether a raw cookie value says verified. */
export const isAgeVerifiedValue = (raw: unknown): boolean => raw === AGE_VERIFIED_VALUE;

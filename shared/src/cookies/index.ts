export {
  CHECKOUT_COOKIE_DAYS,
  storeCookieAttributes,
  type StoreCookieAttributes,
} from './attributes';

export {
  AFFILIATE_COOKIE,
  TIKTOK_COOKIE,
  cleanAffiliate,
  readAffiliate,
  readTrafficSource,
  rememberAttribution,
} from './attribution';

export {
  fulfillmentRegionOf,
  PREFERENCE_COOKIE_DAYS,
  preferenceCookieName,
  preferenceCookieText,
  type SavedPreference,
} from './preferences';

export {
  AGE_VERIFIED_COOKIE_DAYS,
  AGE_VERIFIED_VALUE,
  AGE_VERIFIED_STORAGE_KEY,
  ageVerifiedCookieName,
  isAgeVerifiedValue,
} from './ageVerified';
export {
  cookieAgeVerified,
  safeLocalStorage,
  storedAgeVerified,
  writeAgeVerifiedCookie,
} from './ageVerifiedRecord';

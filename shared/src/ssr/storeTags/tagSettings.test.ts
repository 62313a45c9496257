import { consentCookieName, isConsentChoice, isTagManager, storeTagsOf } from './tagSettings';

// Which tags a store's record configures: only well-formed ids reach a script URL.

test('a store without tags, or with an unreadable record, loads none', () => {
  expect(storeTagsOf({ gmcMerchantId: null, googleAnalytics: null, facebook: null })).toBeNull();
  expect(storeTagsOf(null)).toBeNull();
  expect(storeTagsOf('G-ABCDEF1')).toBeNull();
  expect(storeTagsOf({ googleAnalytics: '  ', facebook: '' })).toBeNull();
});

test('a Google tag, a Tag Manager container and a Meta pixel are read; consent is asked by default', () => {
  expect(storeTagsOf({ googleAnalytics: 'G-AB12CD34EF', facebook: '1234567890123456' })).toEqual({
    google: 'G-AB12CD34EF',
    meta: '1234567890123456',
    askConsent: true,
  });
  expect(storeTagsOf({ googleAnalytics: ' gtm-k9x2p7q ', askConsent: false })).toEqual({
    google: 'GTM-K9X2P7Q',
    meta: null,
    askConsent: false,
  });
  expect(isTagManager('GTM-K9X2P7Q')).toBe(true);
  expect(isTagManager('G-AB12CD34EF')).toBe(false);
});

test('an id that is not one (markup, a URL, letters in a pixel id) is ignored', () => {
  expect(storeTagsOf({ googleAnalytics: 'G-1"><script>', facebook: '12ab34' })).toBeNull();
  expect(storeTagsOf({ googleAnalytics: 'https://evil.example/x.js' })).toBeNull();
  expect(storeTagsOf({ googleAnalytics: 'UA-1234-1', facebook: '123456' })).toEqual({
    google: null,
    meta: '123456',
    askConsent: true,
  });
  // Only an explicit false turns the question off.
  expect(storeTagsOf({ facebook: '123456', askConsent: 'no' })?.askConsent).toBe(true);
});

test('the answer is kept per store, and only its two values count', () => {
  expect(consentCookieName('demo')).toBe('tag_consent_demo');
  expect(isConsentChoice('granted')).toBe(true);
  expect(isConsentChoice('denied')).toBe(true);
  expect(isConsentChoice('yes')).toBe(false);
  expect(isConsentChoice(undefined)).toBe(false);
});

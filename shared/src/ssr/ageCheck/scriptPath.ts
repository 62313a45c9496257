/** `store-age-check.js` (./script.ts), run first by an age-gated page that waits for a touch. */
export const AGE_CHECK_PATH = '/store-age-check.js';

export const STORE_PORT = Number(process.env.E2E_PORT || 8181);
export const CDN_PORT = STORE_PORT + 1;
export const STORE_URL = `http://localhost:${STORE_PORT}`;
export const CDN_URL = `http://localhost:${CDN_PORT}`;

/**
 * The e2e store server's access-code limit (ACCESS_CODE_MAX_FAILURES / _WINDOW_SECONDS). The window
 * holds the spec's five tries with room on a cold, loaded machine (1.5 s a try was seen: with 6 s
 * the window ran out before the fifth), and is short enough to wait out.
 */
export const ACCESS_CODE_LIMIT = { maxFailures: 3, windowSeconds: 15 };

export const STORE_PORT = Number(process.env.E2E_PORT || 8181);
export const CDN_PORT = STORE_PORT + 1;
export const STORE_URL = `http://localhost:${STORE_PORT}`;
export const CDN_URL = `http://localhost:${CDN_PORT}`;

/** The e2e store server's access-code limit (ACCESS_CODE_MAX_FAILURES / _WINDOW_SECONDS). */
export const ACCESS_CODE_LIMIT = { maxFailures: 3, windowSeconds: 6 };

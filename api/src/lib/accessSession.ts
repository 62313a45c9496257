import crypto from 'node:crypto';

/**
 * Access sessions: what the browser keeps instead of a store's access code. The shell trades the
 * code once (POST {backend}/v1/access_sessions) for an HttpOnly cookie holding
 * `v1.<storeId>.<expiresAtMs>.<mac>`, mac = HMAC-SHA256 over the store, the expiry and a hash of the
 * store's current code. Stateless, so any API process can check it; changing a store's code ends
 * every session of that store; the code itself is never stored in the browser.
 */
export const ACCESS_COOKIE = 'store_access';
export const ACCESS_SESSION_DAYS = 30;
const VERSION = 'v1';
const MAX_COOKIE_CHARS = 256;

const keys = new Map<string, Buffer>();
function keyFor(secret: string): Buffer {
  let key = keys.get(secret);
  if (!key) {
    key = Buffer.from(crypto.hkdfSync('sha256', secret, 'store-access-salt', 'access-session', 32));
    keys.set(secret, key);
  }
  return key;
}

const codeDigest = (code: string) =>
  crypto.createHash('sha256').update(code, 'utf8').digest('base64url');

function mac(secret: string, storeId: string, expiresAt: number, accessCode: string): Buffer {
  return crypto
    .createHmac('sha256', keyFor(secret))
    .update(`${VERSION}|${storeId}|${expiresAt}|${codeDigest(accessCode)}`)
    .digest();
}

export function createAccessSession(
  secret: string,
  storeId: string,
  accessCode: string,
  expiresAt: number,
): string {
  const tag = mac(secret, storeId, expiresAt, accessCode).toString('base64url');
  return `${VERSION}.${storeId}.${expiresAt}.${tag}`;
}

/** The store id a session cookie value opens, when it is authentic and unexpired. Never throws. */
function accessSessionStore(value: unknown, now: number): string | null {
  if (typeof value !== 'string' || value.length > MAX_COOKIE_CHARS) return null;
  const parts = value.split('.');
  const [version, storeId = '', exp] = parts;
  if (parts.length !== 4 || version !== VERSION) return null;
  const expiresAt = Number(exp);
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(storeId) || !Number.isSafeInteger(expiresAt)) return null;
  return expiresAt > now ? storeId : null;
}

/** True when the cookie value is a live session for this store under its current access code. */
export function accessSessionValid(
  secret: string,
  value: unknown,
  storeId: string,
  accessCode: string,
  now: number,
): boolean {
  if (accessSessionStore(value, now) !== storeId) return false;
  const [, , exp, tag = ''] = (value as string).split('.');
  const given = Buffer.from(tag, 'base64url');
  const expected = mac(secret, storeId, Number(exp), accessCode);
  return given.length === expected.length && crypto.timingSafeEqual(given, expected);
}

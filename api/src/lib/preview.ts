import crypto from 'node:crypto';

/**
 * Preview tokens: the encrypted preview payload of SPEC §1. AES-256-GCM (authenticated encryption)
 * with a key derived from PREVIEW_SECRET by HKDF-SHA256. Token = base64url(iv[12] | ciphertext |
 * tag[16]); the plaintext is `{"s":storeSlug,"e":expiresAtMs}`. A token that was altered in any
 * byte, made with another secret, expired, or names another store verifies as nothing.
 */
const IV_BYTES = 12;
const TAG_BYTES = 16;
const MAX_TOKEN_CHARS = 512;
const AAD = Buffer.from('store-preview-token:v1');

const keys = new Map<string, Buffer>();
function keyFor(secret: string): Buffer {
  let key = keys.get(secret);
  if (!key) {
    key = Buffer.from(
      crypto.hkdfSync('sha256', secret, 'store-preview-salt', 'preview-token-aes-256-gcm', 32),
    );
    keys.set(secret, key);
  }
  return key;
}

export interface PreviewPayload {
  storeSlug: string;
  expiresAt: number;
}

export function createPreviewToken(secret: string, storeSlug: string, expiresAt: number): string {
  const iv = crypto.randomBytes(IV_BYTES);
  const cipher = crypto.createCipheriv('aes-256-gcm', keyFor(secret), iv);
  cipher.setAAD(AAD);
  const plain = Buffer.from(JSON.stringify({ s: storeSlug.toLowerCase(), e: expiresAt }));
  const ct = Buffer.concat([cipher.update(plain), cipher.final()]);
  return Buffer.concat([iv, ct, cipher.getAuthTag()]).toString('base64url');
}

/** The payload of an authentic token (expiry not checked here), or null. Never throws. */
export function openPreviewToken(secret: string, token: unknown): PreviewPayload | null {
  if (typeof token !== 'string' || !token || token.length > MAX_TOKEN_CHARS) return null;
  if (!/^[A-Za-z0-9_-]+$/.test(token)) return null;
  const raw = Buffer.from(token, 'base64url');
  if (raw.length <= IV_BYTES + TAG_BYTES) return null;
  try {
    const decipher = crypto.createDecipheriv(
      'aes-256-gcm',
      keyFor(secret),
      raw.subarray(0, IV_BYTES),
    );
    decipher.setAAD(AAD);
    decipher.setAuthTag(raw.subarray(raw.length - TAG_BYTES));
    const plain = Buffer.concat([
      decipher.update(raw.subarray(IV_BYTES, raw.length - TAG_BYTES)),
      decipher.final(),
    ]);
    const { s, e } = JSON.parse(plain.toString('utf8')) as { s?: unknown; e?: unknown };
    if (typeof s !== 'string' || typeof e !== 'number' || !Number.isFinite(e)) return null;
    return { storeSlug: s, expiresAt: e };
  } catch {
    return null; // wrong tag (tampered / other secret) or a malformed plaintext
  }
}

export function verifyPreviewToken(
  secret: string,
  token: string | undefined,
  storeSlug: string,
  now: number,
): boolean {
  const p = openPreviewToken(secret, token);
  return !!p && p.storeSlug === storeSlug.toLowerCase() && p.expiresAt > now;
}

/** The store URL carrying the token in the hash (the shell reads `#preview=`). */
export function previewLink(base: string, token: string): string {
  return `${base.replace(/\/+$/, '')}/#preview=${encodeURIComponent(token)}`;
}

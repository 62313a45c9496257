import crypto from 'node:crypto';

/**
 * The encrypted `?id=` of /checkout/{checkoutId} (SPEC route table): a link that reopens one
 * checkout of one store until it expires (an email "finish your order" link, a provider's return).
 * AES-256-GCM with its own key derived from the server secret by HKDF-SHA256 (as lib/preview.ts,
 * different info and AAD, so a preview token is never a checkout link). Token = base64url(iv[12] |
 * ciphertext | tag[16]) over `{"c":checkoutId,"s":storeId,"e":expiresAtMs}`.
 */
const IV_BYTES = 12;
const TAG_BYTES = 16;
export const MAX_CHECKOUT_LINK_CHARS = 512;
const AAD = Buffer.from('store-checkout-link:v1');

const keys = new Map<string, Buffer>();
function keyFor(secret: string): Buffer {
  let key = keys.get(secret);
  if (!key) {
    key = Buffer.from(
      crypto.hkdfSync(
        'sha256',
        secret,
        'store-checkout-link-salt',
        'checkout-link-aes-256-gcm',
        32,
      ),
    );
    keys.set(secret, key);
  }
  return key;
}

export interface CheckoutLinkPayload {
  checkoutId: string;
  storeId: string;
  expiresAt: number;
}

export function createCheckoutLink(secret: string, p: CheckoutLinkPayload): string {
  const iv = crypto.randomBytes(IV_BYTES);
  const cipher = crypto.createCipheriv('aes-256-gcm', keyFor(secret), iv);
  cipher.setAAD(AAD);
  const plain = Buffer.from(JSON.stringify({ c: p.checkoutId, s: p.storeId, e: p.expiresAt }));
  const ct = Buffer.concat([cipher.update(plain), cipher.final()]);
  return Buffer.concat([iv, ct, cipher.getAuthTag()]).toString('base64url');
}

/**
 * The payload of an authentic token (expiry not checked here), or null. Accepts base64url and
 * plain base64 (`+/` and `=` padding, as SPEC's "base64-encoded" may arrive). Never throws.
 */
export function openCheckoutLink(secret: string, token: unknown): CheckoutLinkPayload | null {
  if (typeof token !== 'string' || !token || token.length > MAX_CHECKOUT_LINK_CHARS) return null;
  if (!/^[A-Za-z0-9_+/-]+={0,2}$/.test(token)) return null;
  const raw = Buffer.from(
    token.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, ''),
    'base64url',
  );
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
    const { c, s, e } = JSON.parse(plain.toString('utf8')) as {
      c?: unknown;
      s?: unknown;
      e?: unknown;
    };
    if (typeof c !== 'string' || typeof s !== 'string') return null;
    if (typeof e !== 'number' || !Number.isFinite(e)) return null;
    return { checkoutId: c, storeId: s, expiresAt: e };
  } catch {
    return null; // wrong tag (tampered / other secret) or a malformed plaintext
  }
}

import crypto from 'node:crypto';

/**
 * Preview tokens: `base64url({"s":storeSlug,"e":expiresAtMs}).base64url(hmacSha256)` signed with
 * PREVIEW_SECRET. A valid token for the store lets `visibility=any` include private items.
 */
export function createPreviewToken(secret: string, storeSlug: string, expiresAt: number): string {
  const payload = Buffer.from(JSON.stringify({ s: storeSlug, e: expiresAt })).toString('base64url');
  const sig = crypto.createHmac('sha256', secret).update(payload).digest('base64url');
  return `${payload}.${sig}`;
}

export function verifyPreviewToken(
  secret: string,
  token: string | undefined,
  storeSlug: string,
  now: number,
): boolean {
  if (!token || token.length > 512) return false;
  const [payload, sig] = token.split('.');
  if (!payload || !sig) return false;
  const want = crypto.createHmac('sha256', secret).update(payload).digest();
  const got = Buffer.from(sig, 'base64url');
  if (got.length !== want.length || !crypto.timingSafeEqual(got, want)) return false;
  try {
    const { s, e } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
      s: unknown;
      e: unknown;
    };
    return s === storeSlug && typeof e === 'number' && e > now;
  } catch {
    return false;
  }
}

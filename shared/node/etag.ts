import crypto from 'node:crypto';

/** Strong ETag from the bytes: identical bodies (also across restarts) keep their ETag. */
export const etagOf = (body: string | Buffer): string =>
  `"${crypto.createHash('sha1').update(body).digest('base64url')}"`;

/** True when an If-None-Match header names the ETag (or is `*`); weak validators compare too. */
export function etagMatches(header: string | string[] | undefined, etag: string): boolean {
  if (!header) return false;
  const strip = (t: string) => t.trim().replace(/^W\//, '');
  const want = strip(etag);
  return (Array.isArray(header) ? header.join(',') : header)
    .split(',')
    .some((t) => t.trim() === '*' || strip(t) === want);
}

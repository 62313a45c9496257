/**
 * SPEC §5: "A URL validator accepts http, https and ftp with public hosts only". Theme data is
 * owner-supplied and reaches links and images, so every theme URL goes through these before use.
 */
const SCHEMES = new Set(['http:', 'https:', 'ftp:']);

/** Hosts that only mean something inside a network: loopback, private, link-local, unique-local. */
const PRIVATE_V4 = [
  /^10\./,
  /^127\./,
  /^0\./,
  /^169\.254\./,
  /^192\.168\./,
  /^172\.(1[6-9]|2\d|3[01])\./,
];
const INTERNAL_NAMES =
  /(^|\.)(localhost|local|internal|intranet|lan|home|corp|localdomain|test|invalid|example)$/;

function publicHost(host: string): boolean {
  const h = host.toLowerCase().replace(/\.$/, '');
  if (!h) return false;
  if (h.startsWith('[')) {
    const v6 = h.slice(1, -1);
    return !(
      v6 === '::' ||
      v6 === '::1' ||
      /^f[cd]/.test(v6) ||
      /^fe[89ab]/.test(v6) ||
      v6.startsWith('::ffff:')
    );
  }
  if (/^\d+(\.\d+){3}$/.test(h)) return !PRIVATE_V4.some((r) => r.test(h));
  // A single label (`intranet`) resolves only inside some network.
  return h.includes('.') && !INTERNAL_NAMES.test(h);
}

/** The URL itself when it is http(s)/ftp on a public host, else null. */
export function publicUrl(value: unknown): string | null {
  if (typeof value !== 'string' || !value.trim()) return null;
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return null;
  }
  if (!SCHEMES.has(url.protocol) || url.username || url.password) return null;
  return publicHost(url.hostname) ? url.href : null;
}

/** A path on this store (`/collection`), not one that leaves it (`//host`, `/\host`). */
export function sitePath(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const v = value.trim();
  return /^\/(?![/\\])[^\s\\]*$/.test(v) ? v : null;
}

/** A theme link: a path on this store or a public URL; anything else (data:, javascript:, //x) is null. */
export function themeLink(value: unknown): string | null {
  return sitePath(value) ?? publicUrl(value);
}

const BASE = 'http://store.invalid';
/** Two slashes or backslashes in a row at the start make a browser leave the site. */
const LEAVES_SITE = /^[/\\]{2}/;

/**
 * The same-origin path (with query and hash) a redirect may go to, or null. The value is normalised
 * the way a browser will read it before it is checked: dot segments resolved (`/.//evil` →
 * `//evil`), and percent-decoded once (`/%2F%2Fevil`, `/%5Cevil`), so nothing that turns into
 * another host on the way passes.
 */
export function sameOriginPath(raw: string): string | null {
  if (!raw.startsWith('/')) return null;
  let url: URL;
  let decoded: string;
  try {
    url = new URL(raw, BASE);
    decoded = decodeURIComponent(url.pathname);
  } catch {
    return null;
  }
  if (url.origin !== BASE) return null;
  if (LEAVES_SITE.test(url.pathname) || LEAVES_SITE.test(decoded) || decoded.includes('\\'))
    return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

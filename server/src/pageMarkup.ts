import escapeHtml from 'escape-html';
import { isPlainObject } from '@store/shared/src/schemas/repair';
import { themeLink } from '@store/shared/src/urls';

// The page's URL as its router reads it, and the shell's template with this request's parts.

/** The page's path and query, as the browser's router reads them (for the server render). */
export function pageUrl(url: string): string {
  const [pathPart = '/', query] = url.split('#')[0]!.split('?');
  return `${pagePath(pathPart)}${query ? `?${query}` : ''}`;
}

/**
 * The server-rendered markup in place of the shell's static "store unavailable" page, inside
 * `#root`; and no "needs JavaScript" note under a page that shows without it.
 */
export function withBody(page: string, markup: string): string {
  const open = /<div id=(?:"root"|root)>/.exec(page);
  if (!open) return page;
  const start = open.index + open[0].length;
  // The built page's #root holds one <main>; the root's own </div> follows it.
  const main = page.indexOf('</main>', start);
  const end = page.indexOf('</div>', main < 0 ? start : main);
  if (end < 0) return page;
  return `${page.slice(0, start)}${markup}${page.slice(end)}`.replace(
    /<noscript>[^<]*<\/noscript>/,
    '',
  );
}

/**
 * The path as the browser's router will match it: escapes of ordinary characters read
 * (`/%63heckout` is the checkout), repeated slashes as one. A malformed escape stays as sent (it
 * names no page: 404).
 */
export function pagePath(url: string): string {
  const raw = (url.split('?')[0] ?? '/').split('#')[0] || '/';
  let path = raw;
  try {
    path = decodeURI(raw);
  } catch {
    // keep it raw
  }
  return path.replace(/\/{2,}/g, '/');
}

/**
 * The page icon as the shell sets it (ThemeRoot's useFavicon): the theme's favicon, checked as the
 * shell's schema checks it (a store path or a public URL), in the first HTML, so a page whose
 * scripts have not run (or never run) shows the store's icon. Without one the template's stays.
 */
export function withFavicon(page: string, theme: unknown): string {
  const content = isPlainObject(theme) ? theme.content : undefined;
  const href = isPlainObject(content) ? themeLink(content.favicon) : null;
  if (!href) return page;
  const tag = `<link rel="icon" href="${escapeHtml(href)}">`;
  const icon = /<link rel=(?:"icon"|icon) href=(?:"[^"]*"|[^\s>]*)>/;
  return icon.test(page)
    ? page.replace(icon, () => tag)
    : page.replace('</head>', () => `${tag}</head>`);
}

/**
 * `<html lang>` as the page is read, before any script runs (screen readers, search engines). The
 * built template is minified (`<html lang=en>`, unquoted), a hand-written one is not.
 */
export function withLang(page: string, locale: string | null): string {
  return locale ? page.replace(/<html lang=(?:"[^"]*"|[^\s>]*)/, `<html lang="${locale}"`) : page;
}

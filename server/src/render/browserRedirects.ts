import { redirectsInBrowser } from '@store/shared/src/routes';
import type { ExtraRoute } from '@store/shared/src/types';
import type { RuntimeConfig } from '../runtimeConfig';
import type { PageFacts } from './serverRender';

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/** The theme's extra routes that are well formed (the shell's schema drops the others too). */
function extraRoutesOf(theme: unknown): ExtraRoute[] {
  const routes = isObject(theme) && isObject(theme.content) ? theme.content.extraRoutes : undefined;
  if (!Array.isArray(routes)) return [];
  return routes.filter(
    (r): r is ExtraRoute =>
      isObject(r) &&
      typeof r.path === 'string' &&
      (typeof r.redirect === 'string' || typeof r.collection === 'string'),
  );
}

/**
 * Whether the page's path is one the shell's router redirects (shared's rule, on the boot data
 * the page is written with): decided here, so such a page never waits for a render thread.
 */
export function pageRedirectsInBrowser(pathname: string, boot: PageFacts['boot']): boolean {
  const config = boot.config as RuntimeConfig;
  const theme = boot.theme;
  const themeSupport = isObject(theme) && isObject(theme.flags) ? theme.flags.support : undefined;
  return redirectsInBrowser(pathname, {
    supportOn: config.flags.support === true && themeSupport !== false,
    extraRoutes: extraRoutesOf(theme),
  });
}

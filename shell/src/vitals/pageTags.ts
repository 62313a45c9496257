import { MOBILE_QUERY, pageTypeOf, renderModeOf, routeOwner, type VitalsTags } from '@store/shared';

/**
 * The tags of a page view: its page type and the remote that owns it (from the landing path, never
 * sent itself), how it was made (the store server's `Server-Timing: ssr;desc=...` on the
 * navigation; none means the browser rendered it) and the form factor by the SPEC's breakpoint.
 */
export function pageTags(landingPath: string, win: Window = window): VitalsTags {
  const [navigation] = win.performance.getEntriesByType(
    'navigation',
  ) as PerformanceNavigationTiming[];
  // Missing in older browsers and outside secure contexts, whatever the DOM types say.
  const timings: readonly PerformanceServerTiming[] | undefined = navigation?.serverTiming;
  const ssr = timings?.find((t) => t.name === 'ssr');
  const mobile = typeof win.matchMedia === 'function' && win.matchMedia(MOBILE_QUERY).matches;
  return {
    page: pageTypeOf(landingPath),
    remote: routeOwner(landingPath),
    render: renderModeOf(ssr?.description),
    form: mobile ? 'mobile' : 'desktop',
  };
}

import type { RemoteName as Remote } from '@store/shared/src/routes/remotes';

/**
 * The remote that owns a path, for preloading only. Mirrors shared/src/routes `routeOwner`
 * (browser code, not loadable here); a mismatch would only cost a wasted preload.
 */
export function pageOwner(pathname: string): Remote {
  const p = pathname.replace(/\/+$/, '') || '/';
  if (p === '/' || p === '/search' || p.startsWith('/listing/')) return 'mf-catalog';
  if (p === '/cart') return 'mf-cart';
  if (p.startsWith('/checkout/') || p.startsWith('/checkout-complete/') || p === '/thankyou')
    return 'mf-checkout';
  const support =
    /^\/(about|terms-of-use|privacy-policy|track|contact|contact-success|live-chat|login|404|listing-not-found|support)$/;
  if (support.test(p) || p.startsWith('/support/') || p.startsWith('/track/')) return 'mf-support';
  return /^\/[^/]+$/.test(p) ? 'mf-catalog' : 'mf-support';
}

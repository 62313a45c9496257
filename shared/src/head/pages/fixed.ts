import { aboutHead, cartHead, fixedPageHead, loginHead, type FixedPage } from '../heads';
import type { PageDescriber } from './context';

/** Mirrors shared/src/routes SUPPORT_EXACT and the other fixed routes (browser code). */
const FIXED: Record<string, FixedPage> = {
  '/search': 'search',
  '/thankyou': 'thankYou',
  '/terms-of-use': 'terms',
  '/privacy-policy': 'privacy',
  '/track': 'track',
  '/contact': 'contact',
  '/contact-success': 'contactSent',
  '/live-chat': 'liveChat',
};

/** The pages at a fixed path: the not-found pages, checkout, and the store's own pages. */
export const describeFixedPage: PageDescriber = ({ path, theme, w, page, notFound }) => {
  if (path === '/404' || path === '/listing-not-found') return notFound();
  // /checkout/express too: a step on the way to a checkout, named as one.
  if (path.startsWith('/checkout/')) return page(path, fixedPageHead('checkout', w));
  if (path === '/checkout-complete' || path.startsWith('/checkout-complete/'))
    return page(path, fixedPageHead('thankYou', w));
  if (path === '/cart') return page(path, cartHead(theme, w));
  if (path === '/login') return page(path, loginHead(theme, w));
  // SPEC §2: /about exists only when the theme shows About in the header (mf-support's 404 else).
  if (path === '/about')
    return theme.content?.header?.showAbout ? page(path, aboutHead(theme, w)) : notFound();
  const fixed = FIXED[path];
  return fixed ? page(path, fixedPageHead(fixed, w)) : null;
};

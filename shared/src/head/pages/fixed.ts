import type { PageWords } from '../pageWords';
import type { PageDescriber } from './context';

/** Mirrors shared/src/routes SUPPORT_EXACT and the other fixed routes (browser code). */
const FIXED: Record<string, keyof PageWords | null> = {
  '/search': 'search',
  '/cart': 'cart',
  '/thankyou': 'thankYou',
  '/login': 'login',
  '/about': 'about',
  '/terms-of-use': 'terms',
  '/privacy-policy': 'privacy',
  '/track': 'track',
  '/contact': 'contact',
  '/contact-success': 'contactSent',
  '/live-chat': 'liveChat',
};

/** Pages with nothing to index, or private to one shopper. */
const NOINDEX = new Set(['/search', '/cart', '/thankyou', '/login', '/contact-success']);

/** The pages at a fixed path: the not-found pages, checkout, and the store's own pages. */
export const describeFixedPage: PageDescriber = ({
  path,
  theme,
  words,
  titled,
  indexable,
  hidden,
  notFound,
}) => {
  if (path === '/404' || path === '/listing-not-found') return notFound();
  if (
    path.startsWith('/checkout/') ||
    path === '/checkout-complete' ||
    path.startsWith('/checkout-complete/')
  )
    return hidden({
      title: titled(path.startsWith('/checkout/') ? words.checkout : words.thankYou),
    });

  const fixed = FIXED[path];
  if (!fixed) return null;
  const title =
    fixed === 'login' ? theme.content?.login?.title?.trim() || words.login : words[fixed];
  const h = { title: titled(title as string) };
  return NOINDEX.has(path) ? hidden(h) : indexable(path, h);
};

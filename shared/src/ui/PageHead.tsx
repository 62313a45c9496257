import { useLayoutEffect } from 'react';
import { useIntl } from 'react-intl';
import { useInRouterContext, useLocation } from '@store/shared/router';
import type { HeadWords } from '../head/heads';
import { useRemote } from '../remote/RemoteContext';
import { isServerRender } from '../ssr/requestScope';
import type { Purifier } from './purifier';

export { DESCRIPTION_MAX, metaDescription, pageTitle } from './pageText';
export {
  aboutHead,
  articleHead,
  cartHead,
  collectionHead,
  fixedPageHead,
  heroDescription,
  homeHead,
  listingHead,
  loginHead,
  notFoundHead,
  pageName,
  type FixedPage,
  type HeadText,
  type HeadWords,
} from '../head/heads';
export { HEAD_MESSAGES } from '../head/messages';

/**
 * A remote page's head words: the store's name, the head catalog in the shopper's language (its
 * provider's), and `purify` for data that may be HTML (usePurifier's; null while it loads).
 */
export function useHeadWords(purify: Purifier | null = null): HeadWords {
  const { storeName } = useRemote();
  const { formatMessage } = useIntl();
  return { storeName, t: formatMessage, purify };
}

/** What the store server writes into the first HTML's head carries this attribute. */
export const SERVER_HEAD_SELECTOR = 'head [data-page-head]';

/**
 * The server's tags a PageHead takes over. Its robots meta only: a robots meta without the
 * attribute (a locked store's) is the whole session's and stays.
 */
const TAKEN_OVER = [
  'title',
  'meta[name="description"]',
  'link[rel="canonical"]',
  'meta[name="robots"]',
]
  .map((kind) => `head ${kind}[data-page-head]`)
  .join(', ');

/**
 * A tag React has taken as its own: hydrating a server-rendered page, React adopts the head's
 * matching `<title>` or `<meta>` for the PageHead it renders, and updates and removes it itself.
 */
const ownedByReact = (el: Element) => Object.keys(el).some((k) => k.startsWith('__reactFiber$'));

/** Removes the server-written head tags matching `selector` (all of them by default). */
export function removeServerHead(selector: string = SERVER_HEAD_SELECTOR): void {
  document.querySelectorAll(selector).forEach((el) => {
    if (!ownedByReact(el)) el.remove();
  });
}

export interface PageHeadProps {
  /** The whole title: a head function's (shared/src/head/heads.ts), or `pageTitle(page, storeName)`. */
  title: string;
  description?: string | null;
  /** Keeps the page out of search results (and gives it no canonical URL). */
  noindex?: boolean;
}

/**
 * The page's title, description, canonical URL and robots rule, rendered where the page is and
 * hoisted into document.head by React 19, which removes them again when the page goes. The first
 * one mounted takes over the server's tags of those kinds: `document.title` reads the first
 * <title> in the document and crawlers the first description, so the server's must go.
 */
export function PageHead({ title, description, noindex = false }: PageHeadProps) {
  useLayoutEffect(() => {
    // Once the server's tags are gone this finds nothing: cheaper than a page-wide flag kept
    // in step across bundles and tests.
    removeServerHead(TAKEN_OVER);
  }, []);
  // A server-rendered page's head is the store server's own (server/src/head): written by the same
  // head functions from the same data, so the first paint's head and this one agree; the browser
  // takes over from here.
  if (isServerRender()) return null;
  return (
    <>
      <title>{title}</title>
      {description ? <meta name="description" content={description} /> : null}
      {noindex ? <meta name="robots" content="noindex" /> : <Canonical />}
    </>
  );
}

/**
 * The page's URL without its query (product choice, tracking) or hash, except `locale`: each
 * language's address is its own canonical, as the store server's hreflang alternates say.
 */
function Canonical() {
  // The shell's own error page renders outside the router: the browser's address then.
  return useInRouterContext() ? (
    <RoutedCanonical />
  ) : (
    <CanonicalLink pathname={window.location.pathname} search={window.location.search} />
  );
}

function RoutedCanonical() {
  const { pathname, search } = useLocation();
  return <CanonicalLink pathname={pathname} search={search} />;
}

function CanonicalLink({ pathname, search }: { pathname: string; search: string }) {
  const locale = new URLSearchParams(search).get('locale');
  const query = locale ? `?${new URLSearchParams({ locale }).toString()}` : '';
  return <link rel="canonical" href={`${window.location.origin}${pathname}${query}`} />;
}

import type { Db } from '../db';
import { findListingBySlug, findStore } from '../catalog/repo';

/**
 * The HTTP status of a store page (issue 13): the shell renders every path, but a listing that does
 * not exist, and the not-found pages themselves, answer 404 so search engines drop them instead of
 * indexing a "not found" page as content. A locked store reveals nothing before its access code:
 * 200 for every path, as before.
 */
export function pageStatus(db: Db, storeSlug: string, pathname: string): 200 | 404 {
  if (pathname === '/404' || pathname === '/listing-not-found') return 404;
  const m = /^\/listing\/([^/]+)\/?$/.exec(pathname);
  if (!m) return 200;
  const store = findStore(db, storeSlug);
  if (!store || store.access_code) return 200;
  let slug: string;
  try {
    slug = decodeURIComponent(m[1]!);
  } catch {
    return 404; // a malformed escape names no listing
  }
  return findListingBySlug(db, store.id, slug) ? 200 : 404;
}

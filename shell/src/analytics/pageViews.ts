import { bus } from '@store/shared';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from '@store/shared/router';

/**
 * The listing's choice of product, colour and size (SPEC routes: `product` or `pid`, `variation`,
 * `size`). Picking one changes the address, so it can be shared and restored, but not the page the
 * shopper is on: without scripts the same pick changes nothing but the form.
 */
const CHOICE_PARAMS = ['pid', 'product', 'variation', 'size'];

/** What one page view is of: its path and its query, less the listing's choice. */
export function pageViewKey(pathname: string, search: string): string {
  const query = new URLSearchParams(search);
  for (const name of CHOICE_PARAMS) query.delete(name);
  const rest = query.toString();
  return rest ? `${pathname}?${rest}` : pathname;
}

/**
 * A page view per route change (SPEC §2): a new path, or a query the shopper navigated to (a
 * search, a filter). Not a colour, size or product picked on a listing, which is the same page
 * whether the live app or the HTML form took the pick (a quick shopper's picks land on either,
 * by timing, and must count the same). Nor a page that corrects its own address in place
 * (REPLACE on the same path: a collection adopting its sort). The view reports the full address.
 */
export function usePageViews(storeName: string): void {
  const { pathname, search } = useLocation();
  const navigationType = useNavigationType();
  const viewed = useRef<{ path: string; key: string } | null>(null);
  useEffect(() => {
    const key = pageViewKey(pathname, search);
    const last = viewed.current;
    viewed.current = { path: pathname, key };
    if (last && (last.key === key || (last.path === pathname && navigationType === 'REPLACE')))
      return;
    // A page still loading its data has no title yet: the store's name stands in.
    const title = document.title || storeName;
    bus.emit('page:view', { path: `${pathname}${search}`, title });
    // The store's name is fixed for the visit: this runs once per location.
  }, [pathname, search, storeName, navigationType]);
}

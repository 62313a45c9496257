/** How far below the screen the end of the grid may be when the next page starts loading. */
export const AUTO_LOAD_MARGIN_PX = 800;

/**
 * SPEC §2 Home: "The first page auto-loads more on scroll unless pagination is set or the cache
 * is enabled." Only while exactly the first page is shown; after that "Load more" asks.
 */
export function autoLoadsOnScroll(o: {
  pagesLoaded: number;
  hasNextPage: boolean;
  pagination: boolean | undefined;
  productCache: boolean | undefined;
}): boolean {
  return o.pagesLoaded === 1 && o.hasNextPage && !o.pagination && !o.productCache;
}

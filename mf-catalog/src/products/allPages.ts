import { MAX_PRODUCT_PAGES, type ProductsPage, type ProductTile } from '@store/shared';

/**
 * Every product of a paged list: page 1, then `next` while it is set, at most 50 pages (SPEC §7).
 * A tile seen on an earlier page is not repeated.
 */
export async function allPages(fetchPage: (page: number) => Promise<ProductsPage>) {
  const tiles: ProductTile[] = [];
  const seen = new Set<string>();
  let page: number | null = 1;
  for (let n = 0; page != null && n < MAX_PRODUCT_PAGES; n += 1) {
    const res: ProductsPage = await fetchPage(page);
    for (const t of res.products) {
      if (seen.has(t.id)) continue;
      seen.add(t.id);
      tiles.push(t);
    }
    page = res.next;
  }
  return tiles;
}

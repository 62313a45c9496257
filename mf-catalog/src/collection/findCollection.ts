import type { Collection } from '@store/shared';

/** Finds a collection or sub-collection by slug (case-insensitive). */
export function findCollection(collections: Collection[], slug: string): Collection | null {
  const wanted = slug.toLowerCase();
  for (const c of collections) {
    if (c.slug?.toLowerCase() === wanted) return c;
    const child = c.children?.length ? findCollection(c.children, slug) : null;
    if (child) return child;
  }
  return null;
}

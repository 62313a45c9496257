import type { Collection } from '@store/shared';
import type { AnsweredCollection } from '../store/deps';

/** Finds a collection or sub-collection by slug (case-insensitive); one without a slug never matches. */
export function findCollection(
  collections: readonly AnsweredCollection[],
  slug: string,
): Collection | null {
  const wanted = slug.toLowerCase();
  for (const c of collections) {
    // A slug matched: this one has its slug.
    if (c.slug?.toLowerCase() === wanted) return c as Collection;
    const child = c.children?.length ? findCollection(c.children, slug) : null;
    if (child) return child;
  }
  return null;
}

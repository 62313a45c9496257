import type { CollectionSummary } from '@store/shared';

export interface MenuItem {
  id: string;
  name: string;
  slug: string;
  children: MenuItem[];
}

const valid = (c: unknown): c is CollectionSummary =>
  !!c &&
  typeof c === 'object' &&
  typeof (c as CollectionSummary).slug === 'string' &&
  (c as CollectionSummary).slug.length > 0 &&
  typeof (c as CollectionSummary).name === 'string';

/**
 * Menu entries from the store's collections: top-level collections with their sub-collections,
 * given either nested (`children`) or flat (`parentId`).
 */
export function collectionTree(collections: unknown): MenuItem[] {
  if (!Array.isArray(collections)) return [];
  const all = collections.filter(valid);
  const ids = new Set(all.map((c) => c.id));
  const top = all.filter((c) => !c.parentId || !ids.has(c.parentId));
  return top.map((c) => {
    const nested = Array.isArray(c.children) ? c.children.filter(valid) : [];
    const flat = all.filter((k) => k.parentId && k.parentId === c.id);
    const seen = new Set<string>();
    const children = [...nested, ...flat]
      .filter((k) => (seen.has(k.slug) ? false : (seen.add(k.slug), true)))
      .map((k) => ({ id: k.id, name: k.name, slug: k.slug, children: [] }));
    return { id: c.id, name: c.name, slug: c.slug, children };
  });
}

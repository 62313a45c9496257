import type { Collection } from '../../types/catalog';
import { collectionHead } from '../heads';
import { breadcrumbList, type Crumb } from '../jsonLd';
import { decoded, type PageDescriber } from './context';

/**
 * One path segment: a collection (or sub-collection), else one of the theme's extra routes.
 * Legacy collection links (/collections/{slug}) move in the browser to /{slug}.
 */
export const describeCollection: PageDescriber = async ({
  i,
  path,
  theme,
  storeName,
  w,
  page,
  hidden,
  notFound,
  home,
}) => {
  const segment = /^\/([^/]+)$/.exec(path)?.[1];
  if (segment === undefined)
    return /^\/collections\/[^/]+$/.test(path) ? hidden({ title: storeName }) : null;
  const slug = decoded(segment);
  if (slug === null) return notFound();
  const tree = await i.data.collections();
  const all: { c: Collection; parent: Collection | null }[] = tree.flatMap((c) => [
    { c, parent: null },
    ...(c.children ?? []).map((k) => ({ c: k, parent: c })),
  ]);
  const hit = all.find((x) => x.c.slug === slug);
  if (hit) {
    const crumbs: Crumb[] = [home];
    if (hit.parent)
      crumbs.push({
        name: hit.parent.name,
        url: `${i.origin}/${encodeURIComponent(hit.parent.slug)}`,
      });
    crumbs.push({ name: hit.c.name, url: `${i.origin}${path}` });
    return page(path, collectionHead({ name: hit.c.name, count: hit.c.total_count }, w), {
      jsonLd: [breadcrumbList(crumbs)],
    });
  }
  const extra = (theme.content?.extraRoutes ?? []).find(
    (r) => r.path.replace(/^\//, '').toLowerCase() === slug.toLowerCase(),
  );
  if (extra && 'collection' in extra) {
    // The route shows its collection under the route's own title (mf-catalog CollectionPage),
    // found as mf-catalog finds it; a route to no collection is mf-catalog's 404.
    const wanted = extra.collection.toLowerCase();
    const shown = all.find((x) => x.c.slug.toLowerCase() === wanted);
    return shown
      ? page(
          path,
          collectionHead({ name: extra.title ?? shown.c.name, count: shown.c.total_count }, w),
        )
      : notFound();
  }
  // A redirect: the browser moves on.
  if (extra) return hidden({ title: storeName });
  if (slug.toLowerCase() === 'collections') return hidden({ title: storeName });
  return notFound();
};

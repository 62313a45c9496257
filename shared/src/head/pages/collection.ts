import { breadcrumbList } from '../jsonLd';
import { collectionText } from '../pageWords';
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
  titled,
  indexable,
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
  const all = tree.flatMap((c) => [
    { c, parent: null as null | typeof c },
    ...(c.children ?? []).map((k) => ({ c: k, parent: c })),
  ]);
  const hit = all.find((x) => x.c.slug === slug);
  if (hit) {
    const crumbs = [home];
    if (hit.parent)
      crumbs.push({
        name: hit.parent.name,
        url: `${i.origin}/${encodeURIComponent(hit.parent.slug)}`,
      });
    crumbs.push({ name: hit.c.name, url: `${i.origin}${path}` });
    return indexable(path, {
      title: titled(hit.c.name),
      description: collectionText(i.locale, hit.c.total_count, hit.c.name),
      jsonLd: [breadcrumbList(crumbs)],
    });
  }
  const extra = (theme.content?.extraRoutes ?? []).find(
    (r) => r.path.replace(/^\//, '').toLowerCase() === slug.toLowerCase(),
  );
  if (extra)
    return 'redirect' in extra
      ? hidden({ title: storeName })
      : indexable(path, { title: titled(extra.title?.trim() || storeName) });
  if (slug.toLowerCase() === 'collections') return hidden({ title: storeName });
  return notFound();
};

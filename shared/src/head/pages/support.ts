import { articleHead, fixedPageHead, pageName } from '../heads';
import { breadcrumbList } from '../jsonLd';
import { decoded, type PageDescriber } from './context';

/** SPEC: /support, /support/{postSlug}, /support/track/recover, /track/recover. */
function supportPage(path: string): 'home' | 'recover' | { slug: string } | null {
  if (path === '/support') return 'home';
  if (path === '/support/track/recover' || path === '/track/recover') return 'recover';
  const slug = /^\/support\/([^/]+)$/.exec(path)?.[1];
  return slug ? { slug: decoded(slug) ?? '' } : null;
}

export const describeSupport: PageDescriber = async (c) => {
  const { i, path, w } = c;
  const support = supportPage(path);
  if (!support) return null;
  if (!i.supportFlag || c.theme.flags?.support === false) return c.hidden({ title: c.storeName });
  if (support === 'home') return c.page(path, fixedPageHead('support', w));
  if (support === 'recover') return c.page(path, fixedPageHead('recover', w));
  const article = (await i.data.supportCategories())
    .flatMap((cat) => cat.articles.map((a) => ({ ...a, category: cat.name })))
    .find((a) => a.slug === support.slug);
  if (!article) return c.notFound();
  return c.page(path, articleHead(article, w), {
    jsonLd: [
      breadcrumbList([
        c.home,
        { name: pageName('support', w), url: `${i.origin}/support` },
        { name: article.title, url: `${i.origin}${path}` },
      ]),
    ],
  });
};

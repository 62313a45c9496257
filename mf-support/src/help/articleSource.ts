import { useRemote, type SupportArticle, type SupportCategory } from '@store/shared';
import { useHelpArticlesQuery } from '../store/supportApi';

/** The help centre's categories, read once per store from the API. */
export function useHelpCategories() {
  const { storeSlug } = useRemote();
  const { data, isError, refetch, isFetching } = useHelpArticlesQuery(storeSlug);
  return { categories: data, failed: isError && !isFetching, retry: refetch };
}

/** The article of a slug and the category holding it, or null for an unknown slug. */
export function findArticle(
  categories: readonly SupportCategory[],
  slug: string,
): { article: SupportArticle; category: SupportCategory } | null {
  for (const category of categories) {
    const article = category.articles.find((a) => a.slug === slug);
    if (article) return { article, category };
  }
  return null;
}

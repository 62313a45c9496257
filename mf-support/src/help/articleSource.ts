import { HELP_CATEGORIES } from './articleData';
import type { HelpArticle, HelpCategory } from './articleTypes';

/** Every category with its articles, in display order. */
export function getHelpCategories(): HelpCategory[] {
  return HELP_CATEGORIES;
}

/** The article of a slug and the category holding it, or null for an unknown slug. */
export function findArticle(slug: string): { article: HelpArticle; category: HelpCategory } | null {
  for (const category of HELP_CATEGORIES) {
    const article = category.articles.find((a) => a.slug === slug);
    if (article) return { article, category };
  }
  return null;
}

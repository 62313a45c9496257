/** A block of article body text; plain text only (no HTML), so nothing needs sanitizing. */
export type ArticleBlock =
  | { type: 'p'; text: string }
  | { type: 'list'; items: string[] }
  | { type: 'link'; text: string; to: string };

export interface HelpArticle {
  slug: string;
  title: string;
  body: ArticleBlock[];
}

export interface HelpCategory {
  id: string;
  name: string;
  articles: HelpArticle[];
}

/** Help-centre content served by GET {backend}/v1/support/articles?storeSlug. Bodies are HTML. */
export interface SupportArticle {
  slug: string;
  title: string;
  /** HTML: render only through SafeHtml (DOMPurify). */
  body: string;
}

export interface SupportCategory {
  name: string;
  slug: string;
  articles: SupportArticle[];
}

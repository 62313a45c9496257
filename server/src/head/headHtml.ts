import escapeHtml from 'escape-html';
import { scriptSafeJson } from '../scriptSafeJson';
import type { PageHead } from '@store/shared/src/head/pageHead';

/** Open Graph wants language_TERRITORY; our locales name a language, sometimes a country. */
const OG_LOCALE: Record<string, string> = {
  en: 'en_US',
  'en-GB': 'en_GB',
  de: 'de_DE',
  nl: 'nl_NL',
  fr: 'fr_FR',
  it: 'it_IT',
  es: 'es_ES',
  'pt-BR': 'pt_BR',
};

/**
 * The head tags of one page as HTML. Every value is data (an owner's titles and descriptions, a
 * shopper's URL), so text is escaped for element content and attributes alike, and JSON-LD goes
 * through scriptSafeJson: a title holding `</title><script>` stays text.
 *
 * Every per-route tag carries `data-page-head`: the browser's PageHead replaces them once the
 * page renders its own, so in-app navigation never leaves the first URL's head behind. A locked
 * store's robots tag has no marker: it stays for the whole visit.
 */
export function headTags(h: PageHead, o: { locale: string; locales: readonly string[] }): string {
  const tags: string[] = [];
  const meta = (key: 'name' | 'property', k: string, v: string | null | undefined) => {
    if (v) tags.push(`<meta data-page-head ${key}="${k}" content="${escapeHtml(v)}">`);
  };
  const link = (attrs: string) => tags.push(`<link data-page-head ${attrs}>`);
  tags.push(`<title data-page-head>${escapeHtml(h.title)}</title>`);
  meta('name', 'description', h.description);
  if (h.noindex) {
    // A locked store (no site name) keeps this for the whole visit: no marker.
    tags.push(
      h.siteName === null
        ? '<meta name="robots" content="noindex, nofollow">'
        : '<meta data-page-head name="robots" content="noindex">',
    );
  }
  if (h.canonical) link(`rel="canonical" href="${escapeHtml(h.canonical)}"`);
  if (h.alternatesOf && !h.noindex) {
    for (const l of o.locales)
      link(
        `rel="alternate" hreflang="${escapeHtml(l)}" href="${escapeHtml(`${h.alternatesOf}?locale=${encodeURIComponent(l)}`)}"`,
      );
    link(`rel="alternate" hreflang="x-default" href="${escapeHtml(h.alternatesOf)}"`);
  }
  if (h.siteName !== null) {
    meta('property', 'og:site_name', h.siteName);
    meta('property', 'og:type', h.ogType);
    meta('property', 'og:title', h.title);
    meta('property', 'og:description', h.description);
    meta('property', 'og:url', h.canonical);
    meta('property', 'og:image', h.image);
    meta('property', 'og:locale', OG_LOCALE[o.locale] ?? null);
    if (h.price) {
      meta('property', 'product:price:amount', h.price.amount);
      meta('property', 'product:price:currency', h.price.currency);
    }
    meta('name', 'twitter:card', h.image ? 'summary_large_image' : 'summary');
    meta('name', 'twitter:title', h.title);
    meta('name', 'twitter:description', h.description);
    meta('name', 'twitter:image', h.image);
  }
  for (const ld of h.jsonLd)
    tags.push(`<script data-page-head type="application/ld+json">${scriptSafeJson(ld)}</script>`);
  return tags.join('');
}

/** The template's own `<title>` gives way to the page's head (one title per document). */
export function withHead(template: string, head: string): string {
  const untitled = template.replace(/<title>[^<]*<\/title>/, '');
  return untitled.includes('</head>')
    ? untitled.replace('</head>', () => `${head}</head>`)
    : `${head}${untitled}`;
}

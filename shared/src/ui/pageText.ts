import { hasMarkup, type Purifier } from './purifier';

/** Search engines show about this many characters of a description (the store server's cut too). */
export const DESCRIPTION_MAX = 160;

/** "{page} | {store}"; the store name alone for the store's own front page (`page` null). */
export function pageTitle(page: string | null, storeName: string): string {
  return page ? `${page} | ${storeName}` : storeName;
}

/**
 * Elements whose edges are a break in the text: `<p>One</p><p>Two</p>` reads "One Two", not
 * "OneTwo". Inline markup (`<b>`, `<a>`) joins its text to its neighbours as the page shows it.
 */
const BREAK_TAGS = [
  'address',
  'article',
  'aside',
  'blockquote',
  'br',
  'dd',
  'div',
  'dl',
  'dt',
  'figcaption',
  'figure',
  'footer',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hr',
  'li',
  'ol',
  'p',
  'pre',
  'section',
  'table',
  'td',
  'th',
  'tr',
  'ul',
];

// DOM node types by number: a server render's DOM (DOMPurify's own) has no global `Node`.
const ELEMENT_NODE = 1;
const TEXT_NODE = 3;

/** The text of a sanitized fragment, where only break elements are left. */
function textOf(node: Node): string {
  let out = '';
  node.childNodes.forEach((child) => {
    if (child.nodeType === TEXT_NODE) out += child.textContent ?? '';
    else if (child.nodeType === ELEMENT_NODE) out += ` ${textOf(child)} `;
  });
  return out;
}

/**
 * Data text for a `<meta name="description">`: a listing description or support article is HTML,
 * so DOMPurify parses it (nothing runs or loads) and only its text is read; entities come back
 * as characters. Whitespace is collapsed and a long text cut at a word boundary with '…', never
 * longer than DESCRIPTION_MAX in all (the store server cuts its first-page description the same).
 * Text without markup needs no purifier; HTML gives '' while none is at hand (`usePurifier` renders
 * again once it is).
 */
export function metaDescription(html: string | null | undefined, purify: Purifier | null): string {
  if (!html) return '';
  let read = html;
  if (hasMarkup(html)) {
    if (!purify) return '';
    // Only break elements are kept. Any other tag goes but its text stays, except scripts,
    // styles, SVG and templates, whose content goes with them (DOMPurify's FORBID_CONTENTS).
    const parsed = purify.sanitize(html, {
      ALLOWED_TAGS: BREAK_TAGS,
      ALLOWED_ATTR: [],
      RETURN_DOM_FRAGMENT: true,
    });
    read = textOf(parsed);
  }
  const text = read.replace(/\s+/g, ' ').trim();
  if (text.length <= DESCRIPTION_MAX) return text;
  // The last space where the kept text and '…' still fit; a single long word is cut hard.
  const space = text.lastIndexOf(' ', DESCRIPTION_MAX - 1);
  const kept =
    space > DESCRIPTION_MAX / 2
      ? text.slice(0, space)
      : text.slice(0, DESCRIPTION_MAX - 1).replace(/[\uD800-\uDBFF]$/, '');
  return `${kept.replace(/[\s,;:.–—-]+$/, '')}…`;
}

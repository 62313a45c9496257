// Types only from purifier.ts: its module loads React, and the store server bundles this one.
import type { Purifier } from './purifier';

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

/** purifier.ts `hasMarkup` for one text: `<`, `&` or NUL, which read differently as HTML. */
const MARKUP = /[<&\0]/;

/**
 * The text of data that may be HTML (a listing description, a support article), as a page shows
 * it: DOMPurify parses it (nothing runs or loads) and only its text is read; entities come back as
 * characters; whitespace collapsed. Text without markup needs no purifier; HTML gives null while
 * none is at hand (`usePurifier` renders again once it is).
 */
export function htmlText(html: string | null | undefined, purify: Purifier | null): string | null {
  if (!html) return '';
  let read = html;
  if (MARKUP.test(html)) {
    if (!purify) return null;
    // Only break elements are kept. Any other tag goes but its text stays, except scripts,
    // styles, SVG and templates, whose content goes with them (DOMPurify's FORBID_CONTENTS).
    const parsed = purify.sanitize(html, {
      ALLOWED_TAGS: BREAK_TAGS,
      ALLOWED_ATTR: [],
      RETURN_DOM_FRAGMENT: true,
    });
    read = textOf(parsed);
  }
  return read.replace(/\s+/g, ' ').trim();
}

/**
 * Plain text as a `<meta name="description">` says it: whitespace collapsed and a long text cut at
 * a word boundary with '…', never longer than DESCRIPTION_MAX in all.
 */
export function cutDescription(text: string): string {
  const plain = text.replace(/\s+/g, ' ').trim();
  if (plain.length <= DESCRIPTION_MAX) return plain;
  // The last space where the kept text and '…' still fit; a single long word is cut hard.
  const space = plain.lastIndexOf(' ', DESCRIPTION_MAX - 1);
  const kept =
    space > DESCRIPTION_MAX / 2
      ? plain.slice(0, space)
      : plain.slice(0, DESCRIPTION_MAX - 1).replace(/[\uD800-\uDBFF]$/, '');
  return `${kept.replace(/[\s,;:.–—-]+$/, '')}…`;
}

/**
 * Data text for a `<meta name="description">` (htmlText, cut by cutDescription): the same on the
 * store server, whose DOMPurify runs over a window of its own, and in the browser. '' for HTML
 * while no purifier is at hand.
 */
export function metaDescription(html: string | null | undefined, purify: Purifier | null): string {
  return cutDescription(htmlText(html, purify) ?? '');
}

/**
 * Parts of data (a hero's title, subtitle and body) as one paragraph, each part's text a sentence
 * ending in punctuation ("Title. Subtitle. Body."), empty parts skipped; null while a part holds
 * HTML and no purifier is at hand.
 */
export function sentences(
  parts: readonly (string | null | undefined)[],
  purify: Purifier | null,
): string | null {
  const texts = parts.map((part) => htmlText(part, purify));
  if (texts.some((text) => text === null)) return null;
  return texts
    .filter((text): text is string => Boolean(text))
    .map((text) => (/[.!?…:]$/.test(text) ? text : `${text}.`))
    .join(' ');
}

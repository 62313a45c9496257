/**
 * Data text for a meta description: HTML markup taken out (support articles are HTML; an owner may
 * type tags into a listing description), the common entities read back, whitespace collapsed, and
 * cut at a word boundary. This extracts text only; it is no sanitizer: whatever comes out is
 * escaped again when the head is written (headHtml.ts).
 */
const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

export function plainText(html: string): string {
  return html
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (m, e: string) => {
      if (e[0] === '#') {
        const code = e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : Number(e.slice(1));
        return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : m;
      }
      return ENTITIES[e.toLowerCase()] ?? m;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

/** Search engines show about 160 characters of a description. */
const DESCRIPTION_MAX = 160;

export function metaDescription(html: string, max = DESCRIPTION_MAX): string {
  const text = plainText(html);
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.–-]+$/, '')}…`;
}

/** Sentences joined into one paragraph, each ending in punctuation ("Title. Subtitle. Body."). */
export function sentences(parts: readonly (string | null | undefined)[]): string {
  return parts
    .map((p) => plainText(p ?? ''))
    .filter(Boolean)
    .map((p) => (/[.!?…:]$/.test(p) ? p : `${p}.`))
    .join(' ');
}

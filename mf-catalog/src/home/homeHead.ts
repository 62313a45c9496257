import { hasMarkup, metaDescription, type HeroBanner, type Purifier } from '@store/shared';

/**
 * The front page's description: what its hero says (title, subtitle, body), each part a sentence,
 * as the store server writes it into the first HTML. Undefined when the hero says nothing, or holds
 * markup while no purifier is at hand.
 */
export function heroDescription(
  hero: HeroBanner | null | undefined,
  purify: Purifier | null,
): string | undefined {
  const parts = [hero?.title, hero?.subtitle, hero?.body];
  // Not a part of it before the purifier can read them all (it is on its way).
  if (!purify && hasMarkup(...parts)) return undefined;
  const sentences = parts
    .map((part) => metaDescription(part, purify))
    .filter(Boolean)
    .map((part) => (/[.!?…:]$/.test(part) ? part : `${part}.`));
  return metaDescription(sentences.join(' '), purify) || undefined;
}

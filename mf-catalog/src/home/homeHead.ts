import { metaDescription, type HeroBanner } from '@store/shared';

/**
 * The front page's description: what its hero says (title, subtitle, body), each part a sentence,
 * as the store server writes it into the first HTML. Undefined when the hero says nothing.
 */
export function heroDescription(hero: HeroBanner | null | undefined): string | undefined {
  const sentences = [hero?.title, hero?.subtitle, hero?.body]
    .map((part) => metaDescription(part))
    .filter(Boolean)
    .map((part) => (/[.!?…:]$/.test(part) ? part : `${part}.`));
  return metaDescription(sentences.join(' ')) || undefined;
}

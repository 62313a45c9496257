import { homeLd } from '../jsonLd';
import { fill } from '../pageWords';
import { metaDescription, sentences } from '../plainText';
import type { PageDescriber } from './context';

const isHttpUrl = (u: string) => /^https?:\/\//i.test(u);

export const describeHome: PageDescriber = ({
  i,
  path,
  theme,
  storeName,
  words,
  indexable,
  absolute,
}) => {
  if (path !== '/') return null;
  const hero = theme.content?.heroBanner;
  return indexable('/', {
    title: storeName,
    description:
      metaDescription(sentences([hero?.title, hero?.subtitle, hero?.body])) ||
      fill(words.home, { store: storeName }),
    image: theme.content?.heroBanner?.backgroundImage
      ? absolute(theme.content.heroBanner.backgroundImage)
      : null,
    jsonLd: homeLd({
      origin: i.origin,
      storeName,
      logo: theme.brand?.logo ? absolute(theme.brand.logo) : null,
      sameAs: (theme.brand?.socialMedia ?? []).map((s) => s.url).filter(isHttpUrl),
    }),
  });
};

import { homeHead } from '../heads';
import { homeLd } from '../jsonLd';
import type { PageDescriber } from './context';

const isHttpUrl = (u: string) => /^https?:\/\//i.test(u);

export const describeHome: PageDescriber = ({ i, path, theme, storeName, w, page, absolute }) => {
  if (path !== '/') return null;
  const hero = theme.content?.heroBanner;
  return page('/', homeHead(theme, w), {
    image: hero?.backgroundImage ? absolute(hero.backgroundImage) : null,
    jsonLd: homeLd({
      origin: i.origin,
      storeName,
      logo: theme.brand?.logo ? absolute(theme.brand.logo) : null,
      sameAs: (theme.brand?.socialMedia ?? []).map((s) => s.url).filter(isHttpUrl),
    }),
  });
};

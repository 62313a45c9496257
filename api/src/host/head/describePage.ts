import type { ThemeData } from '@store/shared/src/types';
import type { Db } from '../../db';
import {
  collectionTree,
  findListingBySlug,
  hydrate,
  listingUrl,
  productPriceCents,
  variationImages,
  type StoreRow,
} from '../../catalog/repo';
import type { Pricer } from '../../lib/currency';
import { supportArticles } from '../../seed/support';
import { publishedTheme } from '../../theme/routes';
import {
  absoluteUrl,
  breadcrumbList,
  homeLd,
  offerPrice,
  productLd,
  type Crumb,
  type JsonLd,
} from './jsonLd';
import { collectionText, fill, wordsFor, type PageWords } from './pageWords';
import { metaDescription, plainText, sentences } from './plainText';

/** What the first HTML's head says about one page (issue 13). */
export interface PageHead {
  status: 200 | 404;
  title: string;
  description: string | null;
  /** Kept out of search results (and no canonical, alternates or structured data). */
  noindex: boolean;
  /** Absolute canonical URL of an indexable page. */
  canonical: string | null;
  /** The page's absolute URL without a query; each locale's alternate adds `?locale=`. */
  alternatesOf: string | null;
  ogType: 'website' | 'product';
  /** Absolute image URL for social cards. */
  image: string | null;
  price: { amount: string; currency: string } | null;
  jsonLd: JsonLd[];
  /** Social card site name (the store's), null for a locked store. */
  siteName: string | null;
}

export interface PageInput {
  db: Db;
  store: StoreRow | undefined;
  pathname: string;
  origin: string;
  locale: string;
  /** A valid `?locale=` in the address: the canonical URL keeps it. */
  localeInUrl: boolean;
  money: Pricer;
  /** The runtime flag `support` (config.json): support pages exist only when it is on. */
  supportFlag: boolean;
}

/** SPEC §1: the name used when neither theme nor store has one. */
const DEFAULT_STORE_NAME = 'My Store';

/** Mirrors shared/src/routes SUPPORT_EXACT and the other fixed routes (browser code). */
const FIXED: Record<string, keyof PageWords | null> = {
  '/search': 'search',
  '/cart': 'cart',
  '/thankyou': 'thankYou',
  '/login': 'login',
  '/about': 'about',
  '/terms-of-use': 'terms',
  '/privacy-policy': 'privacy',
  '/track': 'track',
  '/contact': 'contact',
  '/contact-success': 'contactSent',
  '/live-chat': 'liveChat',
};

/** Pages with nothing to index, or private to one shopper. */
const NOINDEX = new Set(['/search', '/cart', '/thankyou', '/login', '/contact-success']);

const storeNameOf = (theme: ThemeData, store: StoreRow): string => {
  const pick = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);
  return (
    pick(theme.meta?.storeName) ?? pick(theme.brand?.name) ?? pick(store.name) ?? DEFAULT_STORE_NAME
  );
};

export async function describePage(i: PageInput): Promise<PageHead> {
  const path = i.pathname.replace(/\/+$/, '') || '/';
  const words = wordsFor(i.locale);
  const base: PageHead = {
    status: 200,
    title: DEFAULT_STORE_NAME,
    description: null,
    noindex: true,
    canonical: null,
    alternatesOf: null,
    ogType: 'website',
    image: null,
    price: null,
    jsonLd: [],
    siteName: null,
  };
  // An unknown store: the shell shows its own message; nothing here is worth indexing.
  if (!i.store) return base;
  // A locked store says nothing about itself before the access code (not even its name).
  if (i.store.access_code) return { ...base, title: words.login };

  const theme = publishedTheme(i.store);
  const storeName = storeNameOf(theme, i.store);
  const titled = (page: string) => `${page} | ${storeName}`;
  const url = (p: string) => `${i.origin}${p}${i.localeInUrl ? `?locale=${i.locale}` : ''}`;
  const indexable = (p: string, h: Partial<PageHead>): PageHead => ({
    ...base,
    siteName: storeName,
    noindex: false,
    canonical: url(p),
    alternatesOf: `${i.origin}${p}`,
    ...h,
  });
  const hidden = (h: Partial<PageHead>): PageHead => ({ ...base, siteName: storeName, ...h });
  const notFound = (): PageHead => hidden({ status: 404, title: titled(words.notFound) });
  const home: Crumb = { name: storeName, url: `${i.origin}/` };
  const absolute = (p: string) => absoluteUrl(i.origin, p);

  if (path === '/') {
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
  }

  if (path === '/404' || path === '/listing-not-found') return notFound();
  if (
    path.startsWith('/checkout/') ||
    path === '/checkout-complete' ||
    path.startsWith('/checkout-complete/')
  )
    return hidden({
      title: titled(path.startsWith('/checkout/') ? words.checkout : words.thankYou),
    });

  const fixed = FIXED[path];
  if (fixed) {
    const title =
      fixed === 'login' ? theme.content?.login?.title?.trim() || words.login : words[fixed];
    const h = { title: titled(title as string) };
    return NOINDEX.has(path) ? hidden(h) : indexable(path, h);
  }

  const support = supportPage(path);
  if (support) {
    if (!i.supportFlag || theme.flags?.support === false) return hidden({ title: storeName });
    if (support === 'home') return indexable(path, { title: titled(words.support) });
    if (support === 'recover') return indexable(path, { title: titled(words.recover) });
    const article = supportArticles()
      .flatMap((c) => c.articles.map((a) => ({ ...a, category: c.name })))
      .find((a) => a.slug === support.slug);
    if (!article) return notFound();
    return indexable(path, {
      title: titled(article.title),
      description: metaDescription(article.body),
      jsonLd: [
        breadcrumbList([
          home,
          { name: words.support, url: `${i.origin}/support` },
          { name: article.title, url: `${i.origin}${path}` },
        ]),
      ],
    });
  }

  const listingSlug = /^\/listing\/([^/]+)$/.exec(path)?.[1];
  if (listingSlug !== undefined)
    return listingPage(i, decoded(listingSlug), {
      storeName,
      words,
      titled,
      indexable,
      hidden,
      notFound,
      home,
    });

  const segment = /^\/([^/]+)$/.exec(path)?.[1];
  if (segment !== undefined) {
    const slug = decoded(segment);
    if (slug === null) return notFound();
    const tree = await collectionTree(i.db, i.store.id);
    const all = tree.flatMap((c) => [
      { c, parent: null as null | typeof c },
      ...(c.children ?? []).map((k) => ({ c: k, parent: c })),
    ]);
    const hit = all.find((x) => x.c.slug === slug);
    if (hit) {
      const crumbs = [home];
      if (hit.parent)
        crumbs.push({
          name: hit.parent.name,
          url: `${i.origin}/${encodeURIComponent(hit.parent.slug)}`,
        });
      crumbs.push({ name: hit.c.name, url: `${i.origin}${path}` });
      return indexable(path, {
        title: titled(hit.c.name),
        description: collectionText(i.locale, hit.c.total_count ?? 0, hit.c.name),
        jsonLd: [breadcrumbList(crumbs)],
      });
    }
    const extra = (theme.content?.extraRoutes ?? []).find(
      (r) => r.path.replace(/^\//, '').toLowerCase() === slug.toLowerCase(),
    );
    if (extra)
      return 'redirect' in extra
        ? hidden({ title: storeName })
        : indexable(path, { title: titled(extra.title?.trim() || storeName) });
    if (slug.toLowerCase() === 'collections') return hidden({ title: storeName });
    return notFound();
  }
  // Legacy collection links (/collections/{slug}) move in the browser to /{slug}.
  if (/^\/collections\/[^/]+$/.test(path)) return hidden({ title: storeName });
  return notFound();
}

const isHttpUrl = (u: string) => /^https?:\/\//i.test(u);

function decoded(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null; // a malformed escape names nothing
  }
}

/** SPEC: /support, /support/{postSlug}, /support/track/recover, /track/recover. */
function supportPage(path: string): 'home' | 'recover' | { slug: string } | null {
  if (path === '/support') return 'home';
  if (path === '/support/track/recover' || path === '/track/recover') return 'recover';
  const slug = /^\/support\/([^/]+)$/.exec(path)?.[1];
  return slug ? { slug: decoded(slug) ?? '' } : null;
}

interface Helpers {
  storeName: string;
  words: PageWords;
  titled: (page: string) => string;
  indexable: (p: string, h: Partial<PageHead>) => PageHead;
  hidden: (h: Partial<PageHead>) => PageHead;
  notFound: () => PageHead;
  home: Crumb;
}

async function listingPage(i: PageInput, slug: string | null, h: Helpers): Promise<PageHead> {
  const row = slug === null ? undefined : await findListingBySlug(i.db, i.store!.id, slug);
  if (!row) return h.notFound();
  const [l] = await hydrate(i.db, [row]);
  const primary = l!.products[0];
  const variation = primary?.variations[0];
  const image =
    primary && variation
      ? variationImages(primary.product_type, variation.hex, l!.design)[0]?.src
      : null;
  const description = metaDescription(l!.description) || l!.title;
  const head: Partial<PageHead> = {
    title: h.titled(l!.title),
    description,
    ogType: 'product',
    image: image ? absoluteUrl(i.origin, image) : null,
    price: primary
      ? { amount: offerPrice(i.money, productPriceCents(primary)), currency: i.money.currency }
      : null,
  };
  const path = listingUrl(l!);
  // A private listing is shared by link only: a card for the link, never a search result.
  if (l!.visibility !== 'public') return h.hidden(head);
  const collection = l!.collections[0];
  const crumbs: Crumb[] = [h.home];
  if (collection)
    crumbs.push({
      name: collection.name,
      url: `${i.origin}/${encodeURIComponent(collection.slug)}`,
    });
  crumbs.push({ name: l!.title, url: `${i.origin}${path}` });
  return h.indexable(path, {
    ...head,
    jsonLd: [
      productLd(l!, {
        origin: i.origin,
        storeName: h.storeName,
        description: plainText(l!.description) || l!.title,
        money: i.money,
      }),
      breadcrumbList(crumbs),
    ],
  });
}

import { DEFAULT_STORE_NAME } from '../types/store';
import { absoluteUrl } from './jsonLd';
import { notFoundHead, pageName, type HeadText, type HeadWords } from './heads';
import type { PageHead, PageInput, StoredTheme } from './pageHead';
import { describeCollection } from './pages/collection';
import type { PageContext, PageDescriber } from './pages/context';
import { describeFixedPage } from './pages/fixed';
import { describeHome } from './pages/home';
import { describeListing } from './pages/listing';
import { describeSupport } from './pages/support';

/** Asked in this order; the first to know the path describes it. */
const DESCRIBERS: readonly PageDescriber[] = [
  describeHome,
  describeFixedPage,
  describeSupport,
  describeListing,
  describeCollection,
];

/** SPEC §1: the theme's name, else the record's, else "My Store". */
export const storeNameOf = (theme: StoredTheme, recordName: string | null): string => {
  const pick = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);
  return (
    pick(theme.meta?.storeName) ?? pick(theme.brand?.name) ?? pick(recordName) ?? DEFAULT_STORE_NAME
  );
};

export async function describePage(i: PageInput): Promise<PageHead> {
  const path = i.pathname.replace(/\/+$/, '') || '/';
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
  const { store } = i;
  // An unknown store: the shell shows its own message; nothing here is worth indexing.
  if (!store) return base;
  // A locked store says nothing about itself before the access code (not even its name).
  if (store.locked) return { ...base, title: pageName('login', i) };

  // Read as stored: the describers guard each part they use.
  const { theme } = i;
  const storeName = storeNameOf(theme, i.recordName);
  const w: HeadWords = { storeName, t: i.t, purify: i.purify };
  const url = (p: string) => `${i.origin}${p}${i.localeInUrl ? `?locale=${i.locale}` : ''}`;
  const hidden = (h: Partial<PageHead>): PageHead => ({ ...base, siteName: storeName, ...h });
  const indexable = (p: string, h: Partial<PageHead>): PageHead => ({
    ...base,
    siteName: storeName,
    noindex: false,
    canonical: url(p),
    alternatesOf: `${i.origin}${p}`,
    ...h,
  });
  // Title, description and robots rule as the page's PageHead words them in the browser.
  const worded = ({ title, description, noindex }: HeadText) => ({ title, description, noindex });
  const c: PageContext = {
    i: { ...i, store: { slug: store.slug, locked: false } },
    path,
    theme,
    storeName,
    w,
    indexable,
    hidden,
    page: (p, h, more = {}) =>
      h.noindex ? hidden({ ...worded(h), ...more }) : indexable(p, { ...worded(h), ...more }),
    notFound: () => hidden({ status: 404, ...worded(notFoundHead(w)) }),
    home: { name: storeName, url: `${i.origin}/` },
    absolute: (p) => absoluteUrl(i.origin, p),
  };
  for (const describe of DESCRIBERS) {
    const head = await describe(c);
    if (head) return head;
  }
  return c.notFound();
}

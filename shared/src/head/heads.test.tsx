import { act, cleanup, render } from '@testing-library/react';
import DOMPurify from 'dompurify';
import { BundleIntl, prepareWords, type BundleWords } from '../i18n/RemoteIntl';
import { RemoteProvider } from '../remote/RemoteContext';
import { MemoryRouter } from '../router';
import { renderedHead } from '../testing/pageHead';
import type { Collection, Listing } from '../types/catalog';
import type { SupportCategory } from '../types/support';
import type { ThemeData } from '../types/theme';
import { PageHead, useHeadWords } from '../ui/PageHead';
import { DEFAULT_THEME_DATA } from '../ui/theme';
import { describePage } from './describePage';
import {
  articleHead,
  cartHead,
  collectionHead,
  fixedPageHead,
  heroDescription,
  homeHead,
  listingHead,
  loginHead,
  type HeadText,
  type HeadWords,
} from './heads';
import type { PageData } from './pageHead';
import { headTranslator } from './translator';

const STORE = 'Acme Tees';

const theme: ThemeData = {
  ...DEFAULT_THEME_DATA,
  meta: { storeName: STORE },
  content: {
    ...DEFAULT_THEME_DATA.content,
    heroBanner: {
      template: 2,
      title: 'Summer <b>drop</b>',
      subtitle: 'New prints &amp; mugs',
      body: 'Shop now!',
    },
  },
};

const listing: Listing = {
  listingId: 'l1',
  slug: 'logo-tee',
  sku: 'l1',
  title: 'Logo Tee',
  description: `<p>Our <em>best</em> tee.</p><script>alert(1)</script><ul><li>${'Soft cotton, '.repeat(14)}</li></ul>`,
  url: '/listing/logo-tee',
  price: 25,
  currency: 'USD',
  storeSlug: 'acme',
  primaryProduct: { productId: 'p1', variationId: 'v1' },
  primaryProductId: 'p1',
  products: [],
  fulfillmentDetails: { type: 'physical' },
  visibility: 'public',
  orders: 0,
  preorder: false,
  collections: [],
};

const collections: Collection[] = [
  { id: 'c1', name: 'Apparel', slug: 'apparel', parentId: null, total_count: 1 },
  { id: 'c2', name: 'Mugs', slug: 'mugs', parentId: null, total_count: 1234 },
];

const article = {
  slug: 'shipping-times',
  title: 'How long will my order take?',
  body: '<p>Most orders ship in <b>3–5</b> days.</p><p>Rush &amp; super rush are faster.</p>',
};
const categories: SupportCategory[] = [{ name: 'Shipping', slug: 'shipping', articles: [article] }];

const data: PageData = {
  collections: () => Promise.resolve(collections),
  listing: (slug) => Promise.resolve(slug === listing.slug ? listing : null),
  supportCategories: () => Promise.resolve(categories),
};

/** The store server's head of a page: describePage with its translator and a DOMPurify. */
async function serverHead(pathname: string, locale: string) {
  const h = await describePage({
    store: { slug: 'acme', locked: false },
    theme,
    recordName: null,
    pathname,
    origin: 'https://acme.example',
    locale,
    t: headTranslator(locale),
    purify: DOMPurify,
    localeInUrl: false,
    supportFlag: true,
    data,
  });
  return { title: h.title, description: h.description ?? undefined, noindex: h.noindex };
}

// A bundle's own words play no part in a head: the provider's shared catalogs carry them all.
const words: BundleWords = { catalogs: [], load: () => Promise.resolve({}) };

/** What the browser's PageHead writes for a page whose head `headOf` gives, in `locale`. */
async function browserHead(locale: string, headOf: (w: HeadWords) => HeadText) {
  function Page() {
    return <PageHead {...headOf(useHeadWords(DOMPurify))} />;
  }
  await prepareWords(words, locale);
  await act(async () =>
    render(
      <MemoryRouter>
        <BundleIntl locale={locale} words={words}>
          <RemoteProvider value={{ theme, storeName: STORE }}>
            <Page />
          </RemoteProvider>
        </BundleIntl>
      </MemoryRouter>,
    ),
  );
  const h = renderedHead();
  cleanup();
  return { title: h.title, description: h.description, noindex: h.robots === 'noindex' };
}

describe("the store server's head and the browser's say the same of the same data", () => {
  it.each(['en', 'de'])('in %s', async (locale) => {
    const pages: [string, (w: HeadWords) => HeadText][] = [
      ['/listing/logo-tee', (w) => listingHead(listing, w)],
      ['/apparel', (w) => collectionHead({ name: 'Apparel', count: 1 }, w)],
      ['/mugs', (w) => collectionHead({ name: 'Mugs', count: 1234 }, w)],
      ['/', (w) => homeHead(theme, w)],
      [`/support/${article.slug}`, (w) => articleHead(article, w)],
    ];
    for (const [path, headOf] of pages) {
      const server = await serverHead(path, locale);
      expect([path, await browserHead(locale, headOf)]).toEqual([path, server]);
    }
  });

  it('in words of the locale, read from HTML as text', async () => {
    expect(await serverHead('/mugs', 'de')).toMatchObject({
      description: '1.234 Produkte in Mugs',
    });
    expect(await serverHead('/apparel', 'en')).toMatchObject({
      description: '1 product in Apparel',
    });
    expect(await serverHead('/', 'de')).toEqual({
      title: STORE,
      description: 'Summer drop. New prints & mugs. Shop now!',
      noindex: false,
    });
    const l = await serverHead('/listing/logo-tee', 'en');
    expect(l.title).toBe(`Logo Tee | ${STORE}`);
    expect(l.description).toMatch(/^Our best tee\. Soft cotton, .*…$/);
    expect(l.description!.length).toBeLessThanOrEqual(160);
    expect(await serverHead(`/support/${article.slug}`, 'de')).toEqual({
      title: `How long will my order take? | ${STORE}`,
      description: 'Most orders ship in 3–5 days. Rush & super rush are faster.',
      noindex: false,
    });
  });
});

const en: HeadWords = { storeName: STORE, t: headTranslator('en'), purify: DOMPurify };
const de: HeadWords = { ...en, t: headTranslator('de') };

describe('head functions', () => {
  it("name a fixed page under the store, kept out of search results when it is a shopper's own", () => {
    expect(fixedPageHead('terms', de)).toEqual({
      name: 'Nutzungsbedingungen',
      title: `Nutzungsbedingungen | ${STORE}`,
      description: null,
      noindex: false,
    });
    for (const page of ['search', 'checkout', 'thankYou', 'notFound', 'contactSent'] as const)
      expect([page, fixedPageHead(page, en).noindex]).toEqual([page, true]);
    expect(fixedPageHead('track', en, 'Where is my tee?').title).toBe(
      `Where is my tee? | ${STORE}`,
    );
  });

  it("take the theme's cart and login titles, but not the default theme's en fillers", () => {
    const own = { content: { cart: { title: ' Your bag ' }, login: { title: 'Members only' } } };
    expect(cartHead(own, de).title).toBe(`Your bag | ${STORE}`);
    expect(loginHead(own, de).title).toBe(`Members only | ${STORE}`);
    // The shell's repaired theme holds the fillers where the owner wrote nothing; the server's
    // stored theme holds nothing there: both are the catalog's words.
    for (const stored of [DEFAULT_THEME_DATA, {}]) {
      expect(cartHead(stored, de).name).toBe('Dein Warenkorb');
      expect(loginHead(stored, de).name).toBe('Anmelden');
      expect(homeHead(stored, en).description).toBe(
        `Shop the ${STORE} store: merchandise printed to order.`,
      );
    }
  });

  it('a private listing is no search result; a listing without a description is described by its title', () => {
    expect(listingHead({ ...listing, visibility: 'private' }, en).noindex).toBe(true);
    expect(listingHead({ ...listing, description: '' }, en).description).toBe('Logo Tee');
  });

  it('heroDescription: each part a sentence, nothing when the hero says nothing', () => {
    expect(heroDescription({ template: 2, title: '' }, null)).toBeNull();
    expect(heroDescription(null, null)).toBeNull();
    const hero = { template: 1, title: '<b>Big</b> sale:', body: 'x'.repeat(200) };
    expect(heroDescription(hero, DOMPurify)).toBe(`Big sale: ${'x'.repeat(149)}…`);
    // Plain text needs no purifier; markup waits for one.
    expect(heroDescription({ template: 1, title: 'Big sale', body: 'Today' }, null)).toBe(
      'Big sale. Today.',
    );
    expect(heroDescription(hero, null)).toBeNull();
  });
});

import {
  listingCall,
  storeCall,
  storeCollectionsCall,
} from '@store/shared/src/api/calls/catalogCalls';
import { checkoutCall } from '@store/shared/src/api/calls/checkoutCalls';
import {
  buyerLocalizationCall,
  localizationDetailsCall,
  usableBuyer,
  usableDetails,
} from '@store/shared/src/api/calls/localizationCalls';
import { supportArticlesCall, themeCall } from '@store/shared/src/api/calls/storeCalls';
import {
  sitemapCall,
  storeFactsCall,
  storesToWarmCall,
  type SitemapEntry,
  type StoreFacts,
} from '@store/shared/src/api/calls/storefrontCalls';
import { DEFAULT_LOCALIZATION_DETAILS } from '@store/shared/src/i18n/localeLists';
import type {
  BuyerLocalization,
  Checkout,
  Collection,
  Listing,
  LocalizationDetails,
  Store,
  SupportCategory,
  ThemeData,
} from '@store/shared/src/types';
import type { Answer, CallContext, CommerceClient } from './client';
import { UpstreamUnavailable } from './upstreamFetch';

/** The buyer localization when the API has none to give (SPEC §9's defaults). */
const DEFAULT_BUYER: BuyerLocalization = {
  buyer_region: 'USA',
  buyer_currency: 'USD',
  buyer_locale: 'en',
  fulfillment_region: 'USA',
};

/** A route the backend does not have: its extension is missing, not the thing asked for. */
const noSuchRoute = (a: Answer<unknown>) =>
  a.status === 404 && (a.errors?.some((e) => e.code === 'route_not_found') ?? false);

/** An answer the API could not give (a 5xx came as UpstreamUnavailable; this is the rest). */
function unusable(what: string, a: Answer<unknown>): UpstreamUnavailable {
  return new UpstreamUnavailable(`${what} answered ${a.status}`, 'server');
}

/**
 * The reads the store server makes of the commerce API for itself, each the same for every
 * shopper (no cookies: the shared cache keeps them): what the page writer, its heads, the
 * sitemap and the warm-up need. Each is one of shared's calls; the storefront extensions
 * (facts, stores to warm, sitemap) fall back to the SPEC's own calls on a backend without them.
 */
export class StoreReads {
  constructor(private readonly client: CommerceClient) {}

  private own(store: string | null): CallContext {
    return { store, headers: {} };
  }

  /** A store's facts, or null when it does not exist. Throws when the API cannot say. */
  async facts(slug: string): Promise<StoreFacts | null> {
    const a = await this.client.call(storeFactsCall(slug), this.own(slug));
    if (a.status === 200 && a.body) return a.body;
    if (noSuchRoute(a)) return this.factsFromStore(slug);
    if (a.status === 404 || a.status === 400) return null;
    throw unusable('store facts', a);
  }

  /** Without the extension: the store's record says whether it exists and is open. */
  private async factsFromStore(slug: string): Promise<StoreFacts | null> {
    const a = await this.client.call(storeCall(slug), this.own(slug));
    if (a.status === 200 || a.status === 401)
      return { slug, locked: a.status === 401, flags: {}, catalogVersion: a.version ?? '' };
    if (a.status === 404 || a.status === 400) return null;
    throw unusable('store', a);
  }

  async store(slug: string): Promise<Store> {
    const a = await this.client.call(storeCall(slug), this.own(slug));
    if (a.status === 200 && a.body) return a.body;
    throw unusable('store', a);
  }

  /** The published theme; null when the theme host has none (the shell uses its default). */
  async theme(slug: string): Promise<ThemeData | null> {
    const a = await this.client.call(themeCall(slug), this.own(slug));
    if (a.status === 200 && a.body) return a.body;
    if (a.status === 404) return null;
    throw unusable('theme', a);
  }

  /** What the shell's localization asks for at start-up, the buyer's by their Accept-Language. */
  async localization(
    slug: string,
    acceptLanguage: string | undefined,
  ): Promise<{ details: LocalizationDetails; buyer: BuyerLocalization }> {
    const lang: Record<string, string> = acceptLanguage
      ? { 'accept-language': acceptLanguage.slice(0, 200) }
      : {};
    const [details, buyer] = await Promise.all([
      this.client.call(localizationDetailsCall(slug), this.own(slug)),
      this.client.call(buyerLocalizationCall(slug), { store: slug, headers: lang }),
    ]);
    // SPEC §7: the default set when the call fails or answers something else.
    return this.pair(
      usableDetails(details.body) ?? DEFAULT_LOCALIZATION_DETAILS,
      usableBuyer(buyer.body) ?? DEFAULT_BUYER,
    );
  }

  /** Localizations already paired, by their (kept) answers: the same two answers, the same pair. */
  private readonly pairs = new WeakMap<
    LocalizationDetails,
    WeakMap<BuyerLocalization, { details: LocalizationDetails; buyer: BuyerLocalization }>
  >();

  /** The two answers as one object, the same object for the same answers (a page's key by it). */
  private pair(details: LocalizationDetails, buyer: BuyerLocalization) {
    let byBuyer = this.pairs.get(details);
    if (!byBuyer) this.pairs.set(details, (byBuyer = new WeakMap()));
    let pair = byBuyer.get(buyer);
    if (!pair) byBuyer.set(buyer, (pair = { details, buyer }));
    return pair;
  }

  /** The SPEC's defaults, when the API cannot be asked. */
  localizationDefaults(): { details: LocalizationDetails; buyer: BuyerLocalization } {
    return { details: DEFAULT_LOCALIZATION_DETAILS, buyer: DEFAULT_BUYER };
  }

  async collections(slug: string): Promise<Collection[]> {
    const a = await this.client.call(storeCollectionsCall(slug), this.own(slug));
    if (a.status === 200 && a.body) return a.body.collections;
    throw unusable('collections', a);
  }

  /** A listing priced in `currency`; null when the store has none by that slug. */
  async listing(
    storeSlug: string,
    q: { slug: string; currency: string; region?: string },
  ): Promise<Listing | null> {
    const a = await this.client.call(listingCall({ storeSlug, ...q }), this.own(storeSlug));
    if (a.status === 200 && a.body) return a.body;
    if (a.status === 404 || a.status === 400) return null;
    throw unusable('listing', a);
  }

  async supportCategories(slug: string): Promise<SupportCategory[]> {
    const a = await this.client.call(supportArticlesCall(slug), this.own(slug));
    if (a.status === 200 && a.body) return a.body.categories;
    throw unusable('support articles', a);
  }

  /**
   * A store's sitemap entries; null for a store without a sitemap (locked or unknown). On a
   * backend without the extension: the SPEC's own calls, without lastmod.
   */
  async sitemap(slug: string): Promise<SitemapEntry[] | null> {
    const a = await this.client.call(sitemapCall(slug), this.own(slug));
    if (a.status === 200 && a.body) return a.body.urls;
    if (noSuchRoute(a)) return this.sitemapFromCatalog(slug);
    if (a.status === 404) return null;
    throw unusable('sitemap', a);
  }

  private async sitemapFromCatalog(slug: string): Promise<SitemapEntry[] | null> {
    const facts = await this.facts(slug);
    if (!facts || facts.locked) return null;
    const collections = await this.collections(slug);
    const entries: SitemapEntry[] = [
      { path: '/', lastmod: null },
      { path: '/terms-of-use', lastmod: null },
      { path: '/privacy-policy', lastmod: null },
      ...collections.map((c) => ({ path: `/${encodeURIComponent(c.slug)}`, lastmod: null })),
    ];
    return entries;
  }

  /** The stores to warm and their pages; on a backend without the extension, `fallback`'s home. */
  async storesToWarm(fallback: string): Promise<{ slug: string; pages: string[] }[]> {
    const a = await this.client.call(storesToWarmCall(20), this.own(null));
    if (a.status === 200 && a.body) return a.body.stores;
    return [{ slug: fallback, pages: ['/'] }];
  }

  /** A checkout as the API answers it (its page's fingerprint); null when it cannot be read. */
  async checkout(id: string, storeSlug: string): Promise<Checkout | null> {
    try {
      const a = await this.client.call(checkoutCall(id, storeSlug), this.own(storeSlug));
      return a.status === 200 ? a.body : null;
    } catch {
      return null;
    }
  }
}

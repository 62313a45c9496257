import type { Listing } from '../types/catalog';

/**
 * schema.org structured data for the first HTML (issue 13): what Google reads for rich results.
 * Plain objects; the head writes them as `application/ld+json` through scriptSafeJson.
 */
export type JsonLd = Record<string, unknown>;

const CONTEXT = 'https://schema.org';

/** Digits of the currency's minor unit (2 for the SPEC's five), from Intl. */
const minorDigits = (currency: string): number =>
  new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions()
    .maximumFractionDigits ?? 2;

/** A price as schema.org wants it: a decimal string with the currency's minor digits ("24.99"). */
export const offerPrice = (price: number, currency: string): string =>
  price.toFixed(minorDigits(currency));

/** A media or page path of this store as an absolute URL (a full URL stays as it is). */
export const absoluteUrl = (origin: string, p: string): string =>
  p.startsWith('/') ? `${origin}${p}` : p;

export interface Crumb {
  name: string;
  /** Absolute URL. */
  url: string;
}

export function breadcrumbList(crumbs: readonly Crumb[]): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((c, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: c.name,
      item: c.url,
    })),
  };
}

/** A listing's address, selecting one of its products when `productId` is given. */
export const listingPath = (l: Pick<Listing, 'slug'>, productId?: string): string =>
  `/listing/${l.slug}${productId ? `?pid=${productId}` : ''}`;

/**
 * `Product` with one `Offer` per variant a shopper can buy: each product type × colour × size, at
 * that size's price in the listing's currency (the API priced it), in stock when the size is
 * among the colour's available ones, at the listing URL that selects the product (`pid`).
 */
export function productLd(
  l: Listing,
  o: { origin: string; storeName: string; description: string },
): JsonLd {
  const url = `${o.origin}${listingPath(l)}`;
  const images = l.products.flatMap((p) =>
    (p.variations[0]?.images ?? []).map((i) => absoluteUrl(o.origin, i.src)),
  );
  const offers = l.products.flatMap((p) => {
    const offerUrl = `${o.origin}${listingPath(l, p.productId)}`;
    return p.variations.flatMap((v) => {
      const inStock = new Set(v.availableSizesWithId.map((s) => s.id));
      const sizes = v.sizes.length
        ? v.sizes.map((s) => ({
            id: s.id,
            label: s.label,
            price: s.price,
            stock: inStock.has(s.id),
          }))
        : [{ id: '', label: '', price: v.price, stock: v.inventoryCount > 0 }];
      return sizes.map((s) => ({
        '@type': 'Offer',
        sku: [p.productId, v.variationId, s.id].filter(Boolean).join('-'),
        name: [p.productName, v.color, s.label].filter(Boolean).join(' / '),
        price: offerPrice(s.price, l.currency),
        priceCurrency: l.currency,
        availability: s.stock ? `${CONTEXT}/InStock` : `${CONTEXT}/OutOfStock`,
        itemCondition: `${CONTEXT}/NewCondition`,
        url: offerUrl,
      }));
    });
  });
  return {
    '@context': CONTEXT,
    '@type': 'Product',
    name: l.title,
    description: o.description,
    sku: l.listingId,
    url,
    image: [...new Set(images)],
    brand: { '@type': 'Brand', name: o.storeName },
    offers,
  };
}

/** Home: who sells here, and how to search the store (sitelinks search box). */
export function homeLd(o: {
  origin: string;
  storeName: string;
  logo: string | null;
  sameAs: string[];
}): JsonLd[] {
  const url = `${o.origin}/`;
  const organization: JsonLd = {
    '@context': CONTEXT,
    '@type': 'Organization',
    name: o.storeName,
    url,
    ...(o.logo ? { logo: o.logo } : {}),
    ...(o.sameAs.length ? { sameAs: o.sameAs } : {}),
  };
  const website: JsonLd = {
    '@context': CONTEXT,
    '@type': 'WebSite',
    name: o.storeName,
    url,
    potentialAction: {
      '@type': 'SearchAction',
      target: {
        '@type': 'EntryPoint',
        urlTemplate: `${o.origin}/search?searchterm={search_term_string}`,
      },
      'query-input': 'required name=search_term_string',
    },
  };
  return [organization, website];
}

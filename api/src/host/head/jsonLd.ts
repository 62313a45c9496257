import type { ListingModel } from '../../catalog/listings';
import {
  inventoryTotal,
  listingUrl,
  productPriceCents,
  variationImages,
} from '../../catalog/listingShapes';
import type { Pricer } from '../../lib/currency';
import { minorDigits } from '../../lib/currency';

/**
 * schema.org structured data for the first HTML (issue 13): what Google reads for rich results.
 * Plain objects; the head writes them as `application/ld+json` through scriptSafeJson.
 */
export type JsonLd = Record<string, unknown>;

const CONTEXT = 'https://schema.org';

/** A price as schema.org wants it: a decimal string with the currency's minor digits ("24.99"). */
export const offerPrice = (money: Pricer, usdCents: number): string =>
  money.price(usdCents).toFixed(minorDigits(money.currency));

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

/**
 * `Product` with one `Offer` per variant a shopper can buy: each product type × colour × size, at
 * that size's price in the page's currency, in stock when the inventory has one, at the listing URL
 * that selects the product (`pid`).
 */
export function productLd(
  l: ListingModel,
  o: { origin: string; storeName: string; description: string; money: Pricer },
): JsonLd {
  const url = `${o.origin}${listingUrl(l)}`;
  const images = l.products.flatMap((p) => {
    const v = p.variations[0];
    return v
      ? variationImages(p.product_type, v.hex, l.design).map((i) => absoluteUrl(o.origin, i.src))
      : [];
  });
  const offers = l.products.flatMap((p) => {
    const offerUrl = `${o.origin}${listingUrl(l, p.id)}`;
    const sizes = p.sizes.length
      ? p.sizes
      : [{ id: '', label: '', price_cents: productPriceCents(p), product_id: p.id }];
    return p.variations.flatMap((v) =>
      sizes.map((s) => ({
        '@type': 'Offer',
        sku: [p.id, v.id, s.id].filter(Boolean).join('-'),
        name: [p.name, v.color_name, s.label].filter(Boolean).join(' / '),
        price: offerPrice(o.money, s.price_cents),
        priceCurrency: o.money.currency,
        availability:
          (s.id ? (v.inventory.get(s.id) ?? 0) : inventoryTotal(v)) > 0
            ? `${CONTEXT}/InStock`
            : `${CONTEXT}/OutOfStock`,
        itemCondition: `${CONTEXT}/NewCondition`,
        url: offerUrl,
      })),
    );
  });
  return {
    '@context': CONTEXT,
    '@type': 'Product',
    name: l.title,
    description: o.description,
    sku: l.id,
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

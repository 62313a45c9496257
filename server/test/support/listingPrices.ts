/**
 * What a listing page says of one SKU's price, read from its bytes (the JSON-LD Product, the
 * price meta, the server render's price and the state handed to the browser), for the tests of
 * owners' price changes (test/price-change.test.ts, test-built/price-flip.test.ts).
 */
import { flagship, type TestServer } from '../helpers';

export const LISTING = 'tidepool-wave-tee';

export const dollars = (cents: number) => (cents / 100).toFixed(2);

/** The changed SKU as the page names it (schema.org Offer `sku`: product-colour-size). */
export interface Sku {
  /** setSkuPrice's: `<listing>-<colour>-<size>` (SPEC §3). */
  cart: string;
  productId: string;
  /** Every colour of the product: a size's price is the product's for that size, in each. */
  colourIds: string[];
  colourId: string;
  sizeId: string;
}

export interface Offer {
  sku: string;
  price: string;
}

export interface ListingData {
  slug?: unknown;
  products?: {
    productId: string;
    variations: { variationId: string; sizes: { id: string; price: number }[] }[];
  }[];
}

/** What a listing page says of the SKU's price, in each place it says it. */
export interface PagePrices {
  /** How the page was made (Server-Timing: render, cache, or a fallback to the browser). */
  via: string | null;
  /** The JSON-LD Product's offers of the SKU's size, in every colour of its product. */
  offers: Offer[];
  /** `<meta property="product:price:amount">`: the product's price. */
  meta: string | null;
  /** The server render's price (`data-testid="listing-price"`: the default choice's), if any. */
  rendered: string | null;
  /** The SKU's size price in each copy of the listing the server render handed the browser. */
  hydrated: number[];
}

const jsonBlocks = (html: string, pattern: RegExp): unknown[] =>
  [...html.matchAll(pattern)].map((m) => JSON.parse(m[1]!) as unknown);

/** Every object in `value` that is this listing's API answer (the SSR state's query cache). */
function listingsIn(value: unknown, out: ListingData[] = []): ListingData[] {
  if (Array.isArray(value)) value.forEach((v) => listingsIn(v, out));
  else if (value && typeof value === 'object') {
    const o = value as ListingData;
    if (o.slug === LISTING && Array.isArray(o.products)) out.push(o);
    Object.values(value).forEach((v) => listingsIn(v, out));
  }
  return out;
}

export async function pricesOn(s: TestServer, sku: Sku, query = ''): Promise<PagePrices> {
  const r = await fetch(`${s.base}/listing/${LISTING}${query}`, {
    headers: { accept: 'text/html' },
  });
  const html = await r.text();
  // A page that is not one says why (a 503 names what could not be reached, say).
  if (r.status !== 200) throw new Error(`listing page answered ${r.status}: ${html.slice(0, 300)}`);
  const skus = new Set(sku.colourIds.map((c) => `${sku.productId}-${c}-${sku.sizeId}`));
  const product = jsonBlocks(
    html,
    /<script data-page-head type="application\/ld\+json">(.*?)<\/script>/gs,
  ).find((ld) => (ld as { '@type'?: string })['@type'] === 'Product') as
    { offers: Offer[] } | undefined;
  const state = jsonBlocks(
    html,
    /<script id="store-ssr" type="application\/json">(.*?)<\/script>/gs,
  );
  return {
    via: /desc="([^"]+)"/.exec(r.headers.get('server-timing') ?? '')?.[1] ?? null,
    offers: (product?.offers ?? [])
      .filter((o) => skus.has(o.sku))
      .map(({ sku: id, price }) => ({ sku: id, price })),
    meta: /property="product:price:amount" content="([^"]*)"/.exec(html)?.[1] ?? null,
    rendered: /data-testid="listing-price"[^>]*>([^<]*)</.exec(html)?.[1] ?? null,
    hydrated: listingsIn(state).flatMap((l) =>
      (l.products ?? [])
        .filter((p) => p.productId === sku.productId)
        .flatMap((p) => p.variations.filter((v) => v.variationId === sku.colourId))
        .flatMap((v) => v.sizes.filter((z) => z.id === sku.sizeId).map((z) => z.price)),
    ),
  };
}

/** The price the page's JSON-LD gives the SKU itself (its colour and size), or null. */
export const offerOf = (p: PagePrices, sku: Sku) =>
  p.offers.find((o) => o.sku === `${sku.productId}-${sku.colourId}-${sku.sizeId}`)?.price ?? null;

/** Made by the server render (now, or kept from an earlier request), not left to the browser. */
export const rendered = (p: PagePrices) => p.via === 'render' || p.via === 'cache';

/**
 * One price per page: (1) the JSON-LD Product has exactly one Offer for the SKU, and the Offers
 * of the SKU's size in each colour of its product (one price per product and size) all carry that
 * same price, one of `allowed`; (2) `product:price:amount` is that price (the size is the
 * product's cheapest at every step); (3) a server-rendered page's price (`listing-price`, the
 * default choice: that colour and size) is that price, and (4) so is the SKU's in every copy of
 * the listing its state hands the browser to hydrate. Returns that price.
 */
export function onePrice(p: PagePrices, sku: Sku, allowed: Set<string>): string | null {
  const price = offerOf(p, sku);
  expect(price !== null && allowed.has(price)).toBe(true);
  expect({
    skuOffers: p.offers.filter((o) => o.sku.endsWith(`-${sku.colourId}-${sku.sizeId}`)).length,
    sizeOffers: [...new Set(p.offers.map((o) => o.price))],
    meta: p.meta,
    rendered: rendered(p) ? p.rendered : undefined,
    hydrated: [...new Set(p.hydrated)],
  }).toEqual({
    skuOffers: 1,
    sizeOffers: [price],
    meta: price,
    rendered: rendered(p) ? `$${price}` : undefined,
    hydrated: rendered(p) ? [Number(price)] : [],
  });
  return price;
}

/** The flagship listing's Black S (the SKU these tests move) and its price now (cents). */
export async function flagshipSku(apiBase: string): Promise<{ sku: Sku; cents: number }> {
  const { listing, tee, colour, sku: skuOf } = await flagship(apiBase);
  expect(listing.slug).toBe(LISTING);
  const black = colour('Black') as { variationId: string; sizes: { id: string; price: number }[] };
  return {
    sku: {
      cart: skuOf('Black', 's'),
      productId: tee.productId as string,
      colourIds: (tee.variations as { variationId: string }[]).map((v) => v.variationId),
      colourId: black.variationId,
      sizeId: 's',
    },
    cents: Math.round(black.sizes.find((z) => z.id === 's')!.price * 100),
  };
}

/**
 * Shoppers' traffic for a soak over several store servers, as scripts/bench/soak.mjs makes it for
 * one (home, listings across sizes, collections, searches, their cart, their own checkout, order
 * tracking), each request sent to the next store server in turn (a load balancer without
 * affinity), and every answer tallied: times by page kind, statuses, 5xx and network errors.
 */
import { call, CUSTOMER, submitBody, type Res } from './referenceApiProcesses';

export const LISTINGS = [
  'tidepool-wave-tee',
  'tidepool-wave-hoodie',
  'tidepool-wave-mug',
  'tidepool-wave-sticker',
  'kelp-forest-poster',
];
const SIZES = ['s', 'm', 'l', 'xl', '2xl'];
const COLLECTIONS = ['/apparel', '/drinkware', '/stickers-prints', '/bestsellers'];
const TERMS = ['hoodie', 'tee', 'mug', 'wave', 'kelp', 'poster'];

/** The bench's one-line cart (scripts/bench.mjs ONE_ITEM_CART), the cookie every shopper holds. */
export const CART_SKU = '1001-70001-m';
const CART = {
  region: 'USA',
  items: {
    [CART_SKU]: {
      slug: 'tidepool-wave-tee',
      sku: CART_SKU,
      listingId: '1001',
      productId: '5001',
      colorId: '70001',
      sizeId: 'm',
      quantity: 1,
    },
  },
};
const CART_COOKIE = `cart_demo=${encodeURIComponent(JSON.stringify(CART))}`;

const pick = <T>(xs: T[], i: number): T => xs[i % xs.length]!;

/** The n-th page of shopper `s` (soak.mjs's mix): its kind and path. */
export function visit(s: number, n: number, checkoutId: string | null): [string, string] {
  const k = (s * 7 + n) % 10;
  if (k < 2) return ['home', '/'];
  if (k < 5) return ['listing', `/listing/${pick(LISTINGS, s + n)}?size=${pick(SIZES, s * 3 + n)}`];
  if (k === 5) return ['collection', pick(COLLECTIONS, s + n)];
  if (k === 6) return ['search', `/search?searchterm=${pick(TERMS, s + n)}`];
  if (k === 7) return ['cart', '/cart'];
  if (k === 8 && checkoutId) return ['checkout', `/checkout/${checkoutId}`];
  return ['track', '/track'];
}

/** Each shopper comes from an address of its own (TEST-NET-3), told by the balancer in front. */
export const shopperAddress = (s: number) => `203.0.113.${10 + s}`;

export const percentile = (xs: number[], p: number): number | null => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted.length
    ? Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!)
    : null;
};

interface Failure {
  what: string;
  server: number;
  detail: string;
}

/** Every answer the soak got, by what asked. */
export class Tally {
  /** Page times (ms) by kind. */
  readonly pages: Record<string, number[]> = {};
  /** `<kind> <status>` → count, pages and API calls alike. */
  readonly statuses: Record<string, number> = {};
  /** How each page was made (Server-Timing desc: render, cache, or the browser's). */
  readonly via: Record<string, number> = {};
  readonly serverErrors: Failure[] = [];
  readonly networkErrors: Failure[] = [];

  answered(what: string, server: number, status: number, body: unknown = null): void {
    this.statuses[`${what} ${status}`] = (this.statuses[`${what} ${status}`] ?? 0) + 1;
    if (status >= 500)
      this.serverErrors.push({ what, server, detail: `${status} ${JSON.stringify(body)}` });
  }

  failed(what: string, server: number, e: unknown): void {
    this.networkErrors.push({ what, server, detail: e instanceof Error ? e.message : String(e) });
  }

  page(kind: string, ms: number, via: string): void {
    (this.pages[kind] ??= []).push(ms);
    this.via[via] = (this.via[via] ?? 0) + 1;
  }

  get pageCount(): number {
    return Object.values(this.pages).reduce((n, xs) => n + xs.length, 0);
  }

  /** `home 212 p50/p95/p99 40/120/180 ms, …` */
  byKind(): string {
    return Object.entries(this.pages)
      .map(
        ([kind, xs]) =>
          `${kind} ${xs.length} p50/p95/p99 ${percentile(xs, 50)}/${percentile(xs, 95)}/${percentile(xs, 99)} ms`,
      )
      .join(', ');
  }
}

/** A page as the shopper's browser asks for it; its body read whole. */
export async function fetchPage(
  base: string,
  path: string,
  address: string,
): Promise<{ status: number; html: string; via: string }> {
  const res = await fetch(`${base}${path}`, {
    headers: { accept: 'text/html', cookie: CART_COOKIE, 'x-forwarded-for': address },
  });
  const html = await res.text();
  const via = /desc="([^"]+)"/.exec(res.headers.get('server-timing') ?? '')?.[1] ?? 'none';
  return { status: res.status, html, via };
}

/**
 * A same-origin call of the shopper's browser to a store server's /api proxy, tallied; null if
 * it never got an answer.
 */
async function proxied(
  tally: Tally,
  bases: string[],
  server: number,
  s: number,
  method: string,
  url: string,
  body?: unknown,
): Promise<Res | null> {
  const base = bases[server]!;
  try {
    const res = await call(base, method, url, body, {
      origin: base,
      'sec-fetch-site': 'same-origin',
      'x-forwarded-for': shopperAddress(s),
    });
    tally.answered(`api ${method} ${url.split('?')[0]}`, server, res.status, res.body);
    return res;
  } catch (e) {
    tally.failed(`api ${method} ${url}`, server, e);
    return null;
  }
}

/** The shopper's own checkout (their checkout page's), created through a store server. */
export async function openCheckout(tally: Tally, bases: string[], s: number) {
  const created = await proxied(
    tally,
    bases,
    s % bases.length,
    s,
    'POST',
    '/api/checkout/checkout',
    {
      lineItems: [{ sku: CART_SKU, quantity: 1 }],
      storeSlug: 'demo',
    },
  );
  return created?.status === 201 ? (created.body as { id: string }).id : null;
}

/**
 * An order placed as the checkout's page places it, every call through a store server's /api
 * proxy, each to the next store server (api/test/helpers.ts readyCheckout, payWith, submitBody):
 * null when it succeeded, else what went wrong.
 */
export async function placeOrder(
  tally: Tally,
  bases: string[],
  s: number,
  sku: string,
): Promise<string | null> {
  let step = s;
  const send = (method: string, url: string, body: unknown) =>
    proxied(tally, bases, step++ % bases.length, s, method, url, body);
  const created = await send('POST', '/api/checkout/checkout', {
    lineItems: [{ sku, quantity: 1 }],
    storeSlug: 'demo',
  });
  if (created?.status !== 201) return `create: ${created?.status} ${JSON.stringify(created?.body)}`;
  const id = (created.body as { id: string }).id;
  for (const data of [{ customer: CUSTOMER }, { deliveryOption: 'standard' }]) {
    const put = await send('PUT', '/api/checkout/v1/checkout', {
      id,
      data: { storeSlug: 'demo', ...data },
    });
    if (put?.status !== 200) return `update: ${put?.status} ${JSON.stringify(put?.body)}`;
  }
  const pm = await send('POST', '/api/payments/v1/sandbox/payment_methods', {
    number: '4242 4242 4242 4242',
    expMonth: 12,
    expYear: 34,
    cvc: '123',
    name: 'Ada Lovelace',
  });
  if (pm?.status !== 201) return `payment method: ${pm?.status} ${JSON.stringify(pm?.body)}`;
  const payment = await send('POST', '/api/payments/v1/initiatePayment', {
    amount: 0.01,
    platform: 'stripe',
    paymentMethod: 'card',
    checkoutId: id,
    paymentMethodId: (pm.body as { id: string }).id,
    storeSlug: 'demo',
    billingDetails: { name: 'Ada Lovelace' },
  });
  if (payment?.status !== 201)
    return `payment: ${payment?.status} ${JSON.stringify(payment?.body)}`;
  const submit = await send(
    'POST',
    '/api/checkout/v1/checkout/submit',
    submitBody(id, payment as Res<{ paymentToken?: unknown; paymentId?: unknown }>),
  );
  const state = (submit?.body as { state?: string } | null)?.state;
  return submit?.status === 200 && state === 'success'
    ? null
    : `submit: ${submit?.status} ${JSON.stringify(submit?.body)}`;
}

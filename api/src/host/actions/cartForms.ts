import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import escapeHtml from 'escape-html';
import {
  addCartItem,
  buildCartLine,
  toCartItem,
  type ReceivedListing,
} from '@store/shared/src/cart';
import { DEFAULT_REGION } from '@store/shared/src/constants';
import { buyerLocalizationFor } from '../../catalog/localization';
import { rateLimitConfig, type RateLimits } from '../../ops/rateLimits';
import { requestStoreSlug, type HostOptions } from '../plugin';
import type { ShopperApiCall } from './apiCall';
import { readCartCookie, writeCartCookie } from './cartCookie';
import { addToCartFormSchema, listingPageUrl, type AddToCartForm } from './listingForm';

export interface CartFormOptions {
  host: HostOptions;
  rateLimits: RateLimits;
  callApi: ShopperApiCall;
}

/** The shopper's region as the shell would start it: saved Preferences, else Accept-Language. */
function buyerRegion(req: FastifyRequest, storeSlug: string): string {
  try {
    const saved: unknown = JSON.parse(req.cookies[`localization_${storeSlug}`] ?? 'null');
    const region = (saved as { region?: unknown } | null)?.region;
    if (typeof region === 'string' && region.length > 0 && region.length <= 20) return region;
  } catch {
    // An unreadable Preferences cookie is no choice: the buyer's default follows.
  }
  return buyerLocalizationFor(req.headers['accept-language']).buyer_region || DEFAULT_REGION;
}

/** A post the form could not have made: said as a page (the shopper sees it), nothing written. */
function refuse(reply: FastifyReply, status: number, title: string, detail: string): FastifyReply {
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title></head><body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(detail)}</p><p><a href="/">Continue shopping</a></p></main></body></html>`,
    );
}

const unavailable = (reply: FastifyReply) =>
  refuse(
    reply.header('retry-after', '5'),
    503,
    'Nothing was added',
    'The store could not be reached. Please try again in a moment.',
  );

const seeOther = (reply: FastifyReply, location: string) =>
  reply.code(303).header('cache-control', 'no-store').redirect(location, 303);

/**
 * The cart's HTML-first path: forms the server-rendered pages post when their scripts have not
 * run (or never will). Each applies the same shared rule the cart service applies in the browser
 * (`@store/shared` cart/cartEdits, cart/cartLine), writes the same cookie, and answers with a
 * redirect (303) to the page the shopper was on, which says what happened.
 */
export function cartFormRoutes(app: FastifyInstance, opts: CartFormOptions): void {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 8 * 1024 },
    (_req, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );

  app.post<{ Body: AddToCartForm }>(
    '/cart/add',
    {
      attachValidation: true,
      schema: { body: addToCartFormSchema },
      config: { rateLimit: rateLimitConfig(opts.rateLimits, 'cartForm') },
    },
    async (req, reply) => {
      if (req.validationError) {
        return refuse(reply, 400, 'Nothing was added', 'This form could not be read.');
      }
      const form = req.body;
      const storeSlug = await requestStoreSlug(opts.host, req);
      const qs = new URLSearchParams({ slug: form.slug, storeSlug, productId: form.pid });
      const answer = await opts
        .callApi(req, `/api/backend/v1/listings?${qs.toString()}`)
        .catch(() => ({ status: 503, body: null }));
      // A locked store: its password page, as the browser path does on a 401.
      if (answer.status === 401) return seeOther(reply, '/login');
      // The API could not say (its database is down, say): an honest error, never a guess.
      if (answer.status >= 500) return unavailable(reply);
      const listing = answer.status === 200 ? (answer.body as ReceivedListing | null) : null;
      const item = listing
        ? toCartItem({
            slug: form.slug,
            listingId: listing.listingId,
            productId: form.pid,
            colorId: form.variation,
            sizeId: form.size,
            quantity: Number(form.quantity ?? '1'),
          })
        : null;
      if (!listing || !item || listing.visibility === 'private' || !offers(listing, item)) {
        return seeOther(reply, listingPageUrl(form, 'unavailable'));
      }
      const stock = await inStock(opts.callApi, req, item).catch(() => null);
      if (stock === null) return unavailable(reply);
      if (!buildCartLine(item, listing) || !stock) {
        return seeOther(reply, listingPageUrl(form, 'out-of-stock'));
      }
      const cart = readCartCookie(req, storeSlug);
      addCartItem(cart, item, buyerRegion(req, storeSlug));
      writeCartCookie(reply, req, storeSlug, cart);
      return seeOther(reply, listingPageUrl(form, 'added'));
    },
  );
}

/** The listing offers this product, public colour and size at all (stock aside). */
function offers(
  listing: ReceivedListing,
  item: { productId: string; colorId: string; sizeId: string },
) {
  const product = (listing.products ?? []).find((p) => p.productId === item.productId);
  const variation = (product?.variations ?? []).find((v) => v.variationId === item.colorId);
  if (!variation || variation.visibility === 'private') return false;
  const sizes = variation.sizes?.length ? variation.sizes : (variation.availableSizesWithId ?? []);
  return sizes.some((s) => s.id === item.sizeId);
}

/**
 * The size's own stock (the listing page asks the same route); a missing count is in stock, as
 * for the page. Throws when the API could not answer at all.
 */
async function inStock(
  callApi: ShopperApiCall,
  req: FastifyRequest,
  item: { colorId: string; sizeId: string },
): Promise<boolean> {
  const qs = new URLSearchParams({ colorId: item.colorId, sizeId: item.sizeId });
  const answer = await callApi(req, `/api/backend/v1/inventory?${qs.toString()}`);
  if (answer.status >= 500) throw new Error(`inventory answered ${answer.status}`);
  const count = (answer.body as { inventoryCount?: unknown } | null)?.inventoryCount;
  return answer.status !== 200 || typeof count !== 'number' || count > 0;
}

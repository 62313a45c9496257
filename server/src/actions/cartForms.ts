import type { FastifyInstance, FastifyRequest } from 'fastify';
import { inventoryCall, listingCall } from '@store/shared/src/api/calls/catalogCalls';
import { acceptFormPosts } from '@store/shared/node/formBody';
import {
  addCartItem,
  buildCartLine,
  toCartItem,
  type ReceivedListing,
} from '@store/shared/src/cart';
import { rateLimitConfig, type RateLimits } from '../ops/rateLimits';
import type { HostOptions } from '../hostOptions';
import { requestStoreSlug } from '../requestStore';
import type { ShopperApi, ShopperPageAhead } from './shopperApi';
import { readCartCookie, writeCartCookie } from './cartCookie';
import { cartPageFormRoutes } from './cartPageForms';
import { buyerOf, refuse, seeOther, unavailable } from './formReplies';
import { rememberLandingAttribution } from './landingAttribution';
import { addToCartFormSchema, listingPageUrl, type AddToCartForm } from './listingForm';

export interface CartFormOptions {
  host: HostOptions;
  rateLimits: RateLimits;
  /** The API's calls made for the shopper (shopperApi.ts). */
  api: ShopperApi;
  /** The checkout's page asked for ahead of the shopper (none: they wait for its render). */
  pageAhead?: ShopperPageAhead;
}

/** The add-to-cart form's title for a page saying nothing was done. */
const NOTHING_ADDED = 'Nothing was added';

/**
 * The cart's HTML-first path: forms the server-rendered pages post when their scripts have not
 * run (or never will). Each applies the same shared rule the cart service applies in the browser
 * (`@store/shared` cart/cartEdits, cart/cartLine), writes the same cookie, and answers with a
 * redirect (303) to the page the shopper was on, which says what happened.
 */
export function cartFormRoutes(app: FastifyInstance, opts: CartFormOptions): void {
  acceptFormPosts(app, 8 * 1024);

  app.post<{ Body: AddToCartForm }>(
    '/cart/add',
    {
      attachValidation: true,
      schema: { body: addToCartFormSchema },
      config: { rateLimit: rateLimitConfig(opts.rateLimits, 'cartForm') },
    },
    async (req, reply) => {
      if (req.validationError) {
        return refuse(reply, 400, NOTHING_ADDED, 'This form could not be read.');
      }
      const form = req.body;
      rememberLandingAttribution(reply, req);
      const storeSlug = await requestStoreSlug(opts.host, req);
      const answer = await opts.api(
        req,
        storeSlug,
        listingCall({ slug: form.slug, storeSlug, productId: form.pid }),
      );
      // A locked store: its password page, as the browser path does on a 401.
      if (answer.status === 401) return seeOther(reply, '/login');
      // The API could not say (its database is down, say): an honest error, never a guess.
      if (answer.status >= 500) return unavailable(reply, NOTHING_ADDED);
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
      const stock = await inStock(opts.api, req, storeSlug, item).catch(() => null);
      if (stock === null) return unavailable(reply, NOTHING_ADDED);
      if (!buildCartLine(item, listing) || !stock) {
        return seeOther(reply, listingPageUrl(form, 'out-of-stock'));
      }
      const cart = readCartCookie(req, storeSlug);
      addCartItem(cart, item, (await buyerOf(opts.host, req, storeSlug)).region);
      writeCartCookie(reply, req, storeSlug, cart);
      return seeOther(reply, listingPageUrl(form, 'added'));
    },
  );

  // The cart page's forms (a line's quantity, its removal, Checkout): same parser, same plugin.
  cartPageFormRoutes(app, opts);
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
  api: ShopperApi,
  req: FastifyRequest,
  storeSlug: string,
  item: { colorId: string; sizeId: string },
): Promise<boolean> {
  const answer = await api(req, storeSlug, inventoryCall(item.colorId, item.sizeId));
  if (answer.status >= 500) throw new Error(`inventory answered ${answer.status}`);
  const count = (answer.body as { inventoryCount?: unknown } | null)?.inventoryCount;
  return answer.status !== 200 || typeof count !== 'number' || count > 0;
}

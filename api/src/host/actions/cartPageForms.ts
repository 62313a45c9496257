import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  beginCheckoutEvent,
  buildCartLine,
  checkoutBody,
  findInvalidItems,
  removeCartItems,
  removeFromCartEvent,
  setCartQuantity,
  type ListingLookup,
  type ReceivedListing,
} from '@store/shared/src/cart';
import type { CartItem, CartLine } from '@store/shared/src/types';
import { affiliateFrom, trafficSourceFrom } from '@store/shared/src/cookies/attributionRules';
import { rateLimitConfig } from '../../ops/rateLimits';
import { shopperChoice } from '../head/shopperChoice';
import { requestStoreSlug } from '../requestStore';
import type { CartFormOptions } from './cartForms';
import { readCartCookie, writeCartCookie, writeCheckoutCookie } from './cartCookie';
import {
  cartPageUrl,
  checkoutFormSchema,
  removeCartLineFormSchema,
  updateCartLineFormSchema,
  type CheckoutForm,
  type RemoveCartLineForm,
  type UpdateCartLineForm,
} from './cartPageForm';
import { buyerRegion, refuse, seeOther } from './formReplies';
import { shopperListing, type ShopperListing } from './listingLookup';
import { rememberActionEvent } from './actionEvent';

const NOT_CHANGED = 'Your cart was not changed';
const NOT_STARTED = 'Checkout could not start';
const UNREADABLE = 'This form could not be read.';

/** A cookie of the shopper's request, as the browser path reads its own (`js-cookie` get). */
const requestCookie =
  (req: FastifyRequest) =>
  (name: string): string | undefined => {
    const v = req.cookies[name];
    return typeof v === 'string' ? v : undefined;
  };

/**
 * The cart page's forms (registered by ./cartForms.ts `cartFormRoutes`, which owns the form
 * parser): a line's quantity, its removal, and Checkout. Each applies the rule the cart service
 * applies in the browser (shared cart/cartEdits, cart/checkoutStart), writes the same cookies
 * (./cartCookie.ts) and goes back (303) to a page the server names, never one the post names.
 */
export function cartPageFormRoutes(app: FastifyInstance, opts: CartFormOptions): void {
  const rateLimit = rateLimitConfig(opts.rateLimits, 'cartForm');
  const getListing = shopperListing(opts.callApi);
  /** A stored item as a line (its listing asked as the shopper's browser would); null if gone. */
  const lineOf = async (req: FastifyRequest, item: CartItem, storeSlug: string) => {
    const listing = await getListing(req, {
      slug: item.slug,
      productId: item.productId,
      storeSlug,
    }).catch(() => null);
    return listing ? buildCartLine(item, listing) : null;
  };

  /** A line's new quantity: 0 removes it (shared `setCartQuantity`); an unknown SKU changes nothing. */
  app.post<{ Body: UpdateCartLineForm }>(
    '/cart/update',
    { attachValidation: true, schema: { body: updateCartLineFormSchema }, config: { rateLimit } },
    async (req, reply) => {
      if (req.validationError) return refuse(reply, 400, NOT_CHANGED, UNREADABLE);
      const storeSlug = await requestStoreSlug(opts.host, req);
      const cart = readCartCookie(req, storeSlug);
      const { sku, quantity } = req.body;
      // A copy: setCartQuantity changes the stored item in place.
      const before = cart.items[sku] ? { ...cart.items[sku] } : undefined;
      if (setCartQuantity(cart, sku, Number(quantity), buyerRegion(req, storeSlug))) {
        writeCartCookie(reply, req, storeSlug, cart);
        const left = cart.items[sku]?.quantity ?? 0;
        // Lowered or taken out: analytics hears what left the cart, as on the live page.
        if (before && left < before.quantity) {
          const line = await lineOf(req, before, storeSlug);
          if (line)
            rememberActionEvent(
              reply,
              req,
              storeSlug,
              removeFromCartEvent(line, before.quantity - left),
            );
        }
      }
      return seeOther(reply, cartPageUrl());
    },
  );

  /** A line taken out (shared `removeCartItems`); an unknown SKU changes nothing. */
  app.post<{ Body: RemoveCartLineForm }>(
    '/cart/remove',
    { attachValidation: true, schema: { body: removeCartLineFormSchema }, config: { rateLimit } },
    async (req, reply) => {
      if (req.validationError) return refuse(reply, 400, NOT_CHANGED, UNREADABLE);
      const storeSlug = await requestStoreSlug(opts.host, req);
      const cart = readCartCookie(req, storeSlug);
      const removed = cart.items[req.body.sku];
      if (removeCartItems(cart, [req.body.sku], buyerRegion(req, storeSlug))) {
        writeCartCookie(reply, req, storeSlug, cart);
        const line = removed ? await lineOf(req, removed, storeSlug) : null;
        if (line) rememberActionEvent(reply, req, storeSlug, removeFromCartEvent(line));
      }
      return seeOther(reply, cartPageUrl());
    },
  );

  checkoutFormRoute(app, opts, rateLimit, getListing);
}

/**
 * Checkout, as mf-cart's `runCheckout` does it (SPEC §4/§5): every item revalidated against its
 * listing first (shared `findInvalidItems`; an answer other than the listing counts the item as
 * valid), and the checkout created only for a cart that passed. Lines no longer sold are taken
 * out and the cart page says so; a created checkout is remembered (its cookie, one day) and
 * opened.
 */
function checkoutFormRoute(
  app: FastifyInstance,
  opts: CartFormOptions,
  rateLimit: ReturnType<typeof rateLimitConfig>,
  getListing: ShopperListing,
): void {
  app.post<{ Body: CheckoutForm }>(
    '/cart/checkout',
    { attachValidation: true, schema: { body: checkoutFormSchema }, config: { rateLimit } },
    async (req, reply) => {
      if (req.validationError) return refuse(reply, 400, NOT_STARTED, UNREADABLE);
      const storeSlug = await requestStoreSlug(opts.host, req);
      const cart = readCartCookie(req, storeSlug);
      const items = Object.values(cart.items);
      if (items.length === 0) return seeOther(reply, cartPageUrl());

      const listingOf = listingsOnce(req, getListing);
      const invalid = await findInvalidItems(items, storeSlug, listingOf);
      // Checkout pressed: begin_checkout, as the live page pushes it before the checkout is made.
      const lines = await linesOf(items, storeSlug, listingOf);
      const currency = shopperChoice(req, storeSlug, '/cart').currency;
      const begin = beginCheckoutEvent(lines, currency);
      // As the live page: none for a cart with nothing to pay (no line priced, or a zero total).
      if (begin.ecommerce.value > 0) rememberActionEvent(reply, req, storeSlug, begin);
      if (invalid.length > 0) {
        removeCartItems(
          cart,
          invalid.map((i) => i.sku),
          buyerRegion(req, storeSlug),
        );
        writeCartCookie(reply, req, storeSlug, cart);
        return seeOther(reply, cartPageUrl('unavailable'));
      }

      const search = req.body.search ?? '';
      const cookie = requestCookie(req);
      const body = {
        // Priced in the shopper's currency, as the browser's createCheckout asks (shared api/calls).
        currency,
        ...checkoutBody(
          items,
          storeSlug,
          trafficSourceFrom(search, cookie),
          affiliateFrom(search, cookie),
        ),
      };
      const answer = await opts
        .postApi(req, '/api/checkout/checkout', body)
        .catch(() => ({ status: 503, body: null }));
      // A locked store: its password page, as the browser path does on a 401.
      if (answer.status === 401) return seeOther(reply, '/login');
      const id = (answer.body as { id?: unknown } | null)?.id;
      if (answer.status < 200 || answer.status >= 300 || typeof id !== 'string' || !id) {
        return seeOther(reply, cartPageUrl('checkout-failed'));
      }
      writeCheckoutCookie(reply, req, storeSlug, id);
      const page = `/checkout/${encodeURIComponent(id)}`;
      opts.pageAhead?.(req, page);
      return seeOther(reply, page);
    },
  );
}

/** One ask per listing for the whole request (the check and the event read the same answers). */
function listingsOnce(
  req: FastifyRequest,
  getListing: ShopperListing,
): (q: ListingLookup) => Promise<ReceivedListing | null> {
  const asked = new Map<string, Promise<ReceivedListing | null>>();
  return (q) => {
    const key = `${q.slug}?pid=${q.productId}`;
    let answer = asked.get(key);
    if (!answer) {
      answer = getListing(req, q).catch(() => null);
      asked.set(key, answer);
    }
    return answer;
  };
}

/** The items that can still be sold, as lines (SPEC §5: the live cart's lines). */
async function linesOf(
  items: CartItem[],
  storeSlug: string,
  listingOf: (q: ListingLookup) => Promise<ReceivedListing | null>,
): Promise<CartLine[]> {
  const lines = await Promise.all(
    items.map(async (item) => {
      const listing = await listingOf({ slug: item.slug, productId: item.productId, storeSlug });
      return listing ? buildCartLine(item, listing) : null;
    }),
  );
  return lines.filter((l): l is CartLine => l !== null);
}

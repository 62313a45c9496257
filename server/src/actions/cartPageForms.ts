import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  beginCheckoutEvent,
  buildCartLine,
  removeCartItems,
  removeFromCartEvent,
  runCheckout,
  setCartQuantity,
  type ListingLookup,
  type ReceivedListing,
} from '@store/shared/src/cart';
import { createCheckoutCall } from '@store/shared/src/api/calls/checkoutCalls';
import type { CartItem, CartLine, CreateCheckoutBody } from '@store/shared/src/types';
import { affiliateFrom, trafficSourceFrom } from '@store/shared/src/cookies/attributionRules';
import { rateLimitConfig } from '../ops/rateLimits';
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
import { buyerOf, refuse, seeOther } from './formReplies';
import { shopperListing, type ShopperListing } from './shopperApi';
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
  const getListing = shopperListing(opts.api);
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
      const { region } = await buyerOf(opts.host, req, storeSlug);
      if (setCartQuantity(cart, sku, Number(quantity), region)) {
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
      const { region } = await buyerOf(opts.host, req, storeSlug);
      if (removeCartItems(cart, [req.body.sku], region)) {
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
 * Checkout, as the cart page's button does it in the browser: shared's `runCheckout` (SPEC §4/§5:
 * every item revalidated against its listing first, an answer other than the listing counting the
 * item as valid, and the checkout created only for a cart that passed), with the commerce
 * client's calls made for the shopper. Lines no longer sold are taken out and the cart page says
 * so; a created checkout is remembered (its cookie, one day) and opened.
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
      const buyer = await buyerOf(opts.host, req, storeSlug);
      const currency = shopperChoice(req, storeSlug, '/cart', buyer.localization).currency;
      // Checkout pressed: begin_checkout, as the live page pushes it before the checkout is made.
      const begin = beginCheckoutEvent(await linesOf(items, storeSlug, listingOf), currency);
      // As the live page: none for a cart with nothing to pay (no line priced, or a zero total).
      if (begin.ecommerce.value > 0) rememberActionEvent(reply, req, storeSlug, begin);

      const search = req.body.search ?? '';
      const cookie = requestCookie(req);
      let createdStatus = 0;
      const outcome = await runCheckout(
        items,
        storeSlug,
        {
          trafficSource: trafficSourceFrom(search, cookie),
          affiliate: affiliateFrom(search, cookie),
        },
        {
          getListing: listingOf,
          createCheckout: async (body: CreateCheckoutBody) => {
            // Priced in the shopper's currency, as the browser's createCheckout asks.
            const answer = await opts.api(
              req,
              storeSlug,
              createCheckoutCall({ currency, ...body }),
            );
            createdStatus = answer.status;
            return answer.status >= 200 && answer.status < 300 ? answer.body : null;
          },
          rememberCheckout: (id) => writeCheckoutCookie(reply, req, storeSlug, id),
        },
      );
      if (outcome.kind === 'invalid') {
        removeCartItems(
          cart,
          outcome.items.map((i) => i.sku),
          buyer.region,
        );
        writeCartCookie(reply, req, storeSlug, cart);
        return seeOther(reply, cartPageUrl('unavailable'));
      }
      // A locked store: its password page, as the browser path does on a 401.
      if (createdStatus === 401) return seeOther(reply, '/login');
      if (outcome.kind === 'error') return seeOther(reply, cartPageUrl('checkout-failed'));
      const page = `/checkout/${encodeURIComponent(outcome.checkout.id)}`;
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

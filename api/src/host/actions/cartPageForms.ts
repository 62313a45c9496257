import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  checkoutBody,
  findInvalidItems,
  removeCartItems,
  setCartQuantity,
} from '@store/shared/src/cart';
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
import { shopperListing } from './listingLookup';

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

  /** A line's new quantity: 0 removes it (shared `setCartQuantity`); an unknown SKU changes nothing. */
  app.post<{ Body: UpdateCartLineForm }>(
    '/cart/update',
    { attachValidation: true, schema: { body: updateCartLineFormSchema }, config: { rateLimit } },
    async (req, reply) => {
      if (req.validationError) return refuse(reply, 400, NOT_CHANGED, UNREADABLE);
      const storeSlug = await requestStoreSlug(opts.host, req);
      const cart = readCartCookie(req, storeSlug);
      const { sku, quantity } = req.body;
      if (setCartQuantity(cart, sku, Number(quantity), buyerRegion(req, storeSlug))) {
        writeCartCookie(reply, req, storeSlug, cart);
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
      if (removeCartItems(cart, [req.body.sku], buyerRegion(req, storeSlug))) {
        writeCartCookie(reply, req, storeSlug, cart);
      }
      return seeOther(reply, cartPageUrl());
    },
  );

  /**
   * Checkout, as mf-cart's `runCheckout` does it (SPEC §4/§5): every item revalidated against its
   * listing first (shared `findInvalidItems`; an answer other than the listing counts the item as
   * valid), and the checkout created only for a cart that passed. Lines no longer sold are taken
   * out and the cart page says so; a created checkout is remembered (its cookie, one day) and
   * opened.
   */
  app.post<{ Body: CheckoutForm }>(
    '/cart/checkout',
    { attachValidation: true, schema: { body: checkoutFormSchema }, config: { rateLimit } },
    async (req, reply) => {
      if (req.validationError) return refuse(reply, 400, NOT_STARTED, UNREADABLE);
      const storeSlug = await requestStoreSlug(opts.host, req);
      const cart = readCartCookie(req, storeSlug);
      const items = Object.values(cart.items);
      if (items.length === 0) return seeOther(reply, cartPageUrl());

      const invalid = await findInvalidItems(items, storeSlug, (q) => getListing(req, q));
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
        currency: shopperChoice(req, storeSlug, '/cart').currency,
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

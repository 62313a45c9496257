import { perMinute, serverRateLimits, type RateLimits } from '@store/shared/node/rateLimits';
import { isTrustedStoreServer } from './storeServerKey';

export type { RateLimits };

/**
 * The API's limits per client address and route, chosen so that a shopper never meets them: each
 * is several times what one person does in a minute (a page of search results per request, one
 * checkout per "Buy" click), and low enough that a single address cannot flood a table (10
 * signups a minute is 14,400 rows a day at most, against millions unlimited). A store server's
 * own reads (its key, no shopper behind them: ops/storeServerKey.ts) are never limited; what it
 * forwards for a shopper is limited by the shopper's address (X-Forwarded-For, TRUST_PROXY).
 */
export const API_RATE_LIMITS = {
  /** POST /api/backend/v1/newsletter/:storeSlug: one signup per person; retries are rare. */
  newsletter: perMinute(10),
  /** POST /api/backend/ (pre-order form): one form per product a shopper wants. */
  preorder: perMinute(10),
  /** POST /api/commerce/v1/orders/recover: sends mail in a real store, so a mail-bomb vector. */
  orderRecovery: perMinute(10),
  /** GET order lookup by number + email and the tracking page: guessing order numbers. */
  orderLookup: perMinute(30),
  /** POST /api/checkout/checkout: a "Buy" click each; a bot would fill the checkouts table. */
  checkout: perMinute(30),
  /** GET /buy/express_checkout: creates a checkout per request like the one above. */
  expressCheckout: perMinute(30),
  /** PUT checkout, address check, delivery options: a form's edits, field by field. */
  checkoutUpdate: perMinute(120),
  /** POST /api/checkout/v1/checkout/submit: card testing tries tokens as fast as it can. */
  payment: perMinute(20),
  /** PUT /api/backend/v1/carts/:storeSlug: one save per cart change. */
  cart: perMinute(60),
  /** GET /api/backend/v1/stores/search: a page of results per request; typing is debounced. */
  search: perMinute(120),
} satisfies RateLimits;

export type RateLimitName = keyof typeof API_RATE_LIMITS;

const limits = serverRateLimits(API_RATE_LIMITS, isTrustedStoreServer);

/** RATE_LIMIT_<NAME> overrides of the defaults above. */
export const parseApiRateLimits = limits.parse;

/** A route's `config.rateLimit`: the limit named (override or default), the house 429. */
export const rateLimitConfig = limits.config;

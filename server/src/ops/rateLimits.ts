import { perMinute, serverRateLimits, type RateLimits } from '@store/shared/node/rateLimits';

export type { RateLimits };

/**
 * The store server's own limits per client address and route (the calls it forwards are limited
 * by the API, by the shopper's address): each several times what one shopper does in a minute.
 */
export const SERVER_RATE_LIMITS = {
  /** POST /cart/* (the cart's forms without script): one per tap. */
  cartForm: perMinute(60),
  /** POST /newsletter (the footer's form without script): one signup per person. */
  newsletter: perMinute(10),
  /** POST /api/telemetry/errors: at most a couple of batches per page load. */
  beacon: perMinute(30),
  /** POST /api/telemetry/vitals: a batch or two per page view (sent as the page is hidden). */
  vitals: perMinute(60),
  /** POST /_storefront/changes: the API's change events (signed; a bot's posts are refused). */
  changes: perMinute(600),
} satisfies RateLimits;

export type RateLimitName = keyof typeof SERVER_RATE_LIMITS;

const limits = serverRateLimits(SERVER_RATE_LIMITS);

/** RATE_LIMIT_<NAME> overrides of the defaults above. */
export const parseServerRateLimits = limits.parse;

/** A route's `config.rateLimit`: the limit named (override or default), the house 429. */
export const rateLimitConfig = limits.config;

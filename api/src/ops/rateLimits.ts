import type { RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import { tooMany, type ApiHttpError } from '../lib/errors';

/**
 * Per-client request limits of the routes a bot can hammer: the ones that write a row a stranger
 * can create (signups, pre-orders, checkouts, carts), try payment tokens or order numbers, or cost
 * real work (search, the error beacon). @fastify/rate-limit is registered once, with
 * `global: false`, by lib/accessCodeLimit.ts; each route here opts in with
 * `config: { rateLimit: rateLimitConfig(ctx.rateLimits, name) }` and keeps its own counter.
 */
export interface RateLimit {
  max: number;
  windowMs: number;
  /** RATE_LIMIT_<NAME>=off: the route is not limited at all (e.g. a CDN or proxy limits it). */
  off?: boolean;
}

export type RateLimits = Record<string, RateLimit>;

const perMinute = (max: number): RateLimit => ({ max, windowMs: 60_000 });

/**
 * The defaults, per client address and route, chosen so that a shopper never meets them: each is
 * several times what one person does in a minute (a page of search results per request, one
 * checkout per "Buy" click, a beacon per page load), and low enough that a single address cannot
 * flood a table (10 signups a minute is 14,400 rows a day at most, against millions unlimited).
 */
export const RATE_LIMIT_DEFAULTS = {
  /**
   * POST /api/backend/v1/newsletter/:storeSlug, and the store server's POST /newsletter (the
   * footer's form without script; its own counter): one signup per person; retries are rare.
   */
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
  /** POST /cart/* (the store server's cart forms, used without script): one per tap, like cart. */
  cartForm: perMinute(60),
  /** GET /api/backend/v1/stores/search: a page of results per request; typing is debounced. */
  search: perMinute(120),
  /** POST /api/telemetry/errors: at most a couple of batches per page load. */
  beacon: perMinute(30),
  /** POST /api/telemetry/vitals: a batch or two per page view (sent as the page is hidden). */
  vitals: perMinute(60),
} satisfies RateLimits;

export type RateLimitName = keyof typeof RATE_LIMIT_DEFAULTS;

/** `orderLookup` → `RATE_LIMIT_ORDER_LOOKUP`. */
export const rateLimitEnvName = (name: RateLimitName): string =>
  `RATE_LIMIT_${name.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase()}`;

/** `10/60` (10 requests per 60 s) or `off`; anything else is null. */
export function parseRateLimit(raw: string): RateLimit | null {
  const value = raw.trim().toLowerCase();
  if (value === 'off') return { max: 0, windowMs: 0, off: true };
  const m = /^(\d{1,9})\s*\/\s*(\d{1,7})$/.exec(value);
  if (!m) return null;
  const max = Number(m[1]);
  const seconds = Number(m[2]);
  return max > 0 && seconds > 0 ? { max, windowMs: seconds * 1000 } : null;
}

/**
 * RATE_LIMIT_<NAME>=<max>/<seconds> or `off`, one per name of RATE_LIMIT_DEFAULTS. Only the
 * names set are returned (overrides); a missing or bad value keeps the default, with a warning.
 */
export function parseRateLimits(env: NodeJS.ProcessEnv): RateLimits {
  const out: RateLimits = {};
  for (const name of Object.keys(RATE_LIMIT_DEFAULTS) as RateLimitName[]) {
    const key = rateLimitEnvName(name);
    const raw = env[key];
    if (raw === undefined || raw.trim() === '') continue;
    const parsed = parseRateLimit(raw);
    if (parsed) out[name] = parsed;
    else
      console.warn(`${key}=${raw} is not <max>/<seconds> (e.g. 10/60) or off; using the default.`);
  }
  return out;
}

/** The 429 of a route limit (lib/errors.ts `tooMany`). */
const tooManyRequests = (retryAfterSeconds: number): ApiHttpError =>
  tooMany('rate_limited', 'requests', retryAfterSeconds);

const LOOPBACK = /^(127\.|::1$|::ffff:127\.)/;
const FORWARDING_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'];

/**
 * Requests this machine sends itself, not forwarded by any proxy, are never limited: the server
 * render fetches the API (search among it) over loopback for every shopper's page, so counting
 * those against one address would turn a busy store's pages away. A client elsewhere cannot
 * appear as loopback; a proxy on the same host adds X-Forwarded-For (it must, for TRUST_PROXY to
 * tell clients apart), and its requests are then limited by the address it names.
 */
function fromThisMachine(req: FastifyRequest): boolean {
  if (!LOOPBACK.test(req.socket.remoteAddress ?? '')) return false;
  return !FORWARDING_HEADERS.some((h) => req.headers[h] !== undefined);
}

/**
 * A route's `config.rateLimit`: the limit named (override or default) per client address
 * (req.ip, so TRUST_PROXY decides whose address that is; an IPv6 client by its /64), answered
 * with the house 429. `false` (not limited) when the operator turned it off.
 */
export function rateLimitConfig(limits: RateLimits, name: RateLimitName): RateLimitOptions | false {
  const limit = limits[name] ?? RATE_LIMIT_DEFAULTS[name];
  if (limit.off) return false;
  return {
    max: limit.max,
    timeWindow: limit.windowMs,
    allowList: (req) => fromThisMachine(req),
    errorResponseBuilder: (_req, context) => tooManyRequests(Math.ceil(context.ttl / 1000)),
  };
}

import type { RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import { tooMany, type ApiHttpError } from './errors';

/**
 * Per-client request limits of the routes a bot can hammer. @fastify/rate-limit is registered
 * once per server with `global: false`; each limited route opts in with
 * `config: { rateLimit: rateLimitConfig(limits, defaults, name) }` and keeps its own counter. Each
 * server (the API, the store server) names its limits and their defaults; an operator overrides
 * one with RATE_LIMIT_<NAME>.
 */
export interface RateLimit {
  max: number;
  windowMs: number;
  /** RATE_LIMIT_<NAME>=off: the route is not limited at all (e.g. a CDN or proxy limits it). */
  off?: boolean;
}

export type RateLimits = Record<string, RateLimit>;

export const perMinute = (max: number): RateLimit => ({ max, windowMs: 60_000 });

/** `orderLookup` → `RATE_LIMIT_ORDER_LOOKUP`. */
export const rateLimitEnvName = (name: string): string =>
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
 * RATE_LIMIT_<NAME>=<max>/<seconds> or `off`, one per name of a server's `defaults`. Only the
 * names set are returned (overrides); a missing or bad value keeps the default, with a warning.
 */
export function parseRateLimits(env: NodeJS.ProcessEnv, defaults: RateLimits): RateLimits {
  const out: RateLimits = {};
  for (const name of Object.keys(defaults)) {
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

/** The 429 of a route limit (errors.ts `tooMany`). */
const tooManyRequests = (retryAfterSeconds: number): ApiHttpError =>
  tooMany('rate_limited', 'requests', retryAfterSeconds);

const LOOPBACK = /^(127\.|::1$|::ffff:127\.)/;
const FORWARDING_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'];

/**
 * Requests this machine sends itself, not forwarded by any proxy, are never limited: the server
 * render reads the API (search among it) over loopback for every shopper's page, so counting
 * those against one address would turn a busy store's pages away. A client elsewhere cannot
 * appear as loopback; a proxy on the same host adds X-Forwarded-For (it must, for TRUST_PROXY to
 * tell clients apart), and its requests are then limited by the address it names.
 */
export function fromThisMachine(req: FastifyRequest): boolean {
  if (!LOOPBACK.test(req.socket.remoteAddress ?? '')) return false;
  return !FORWARDING_HEADERS.some((h) => req.headers[h] !== undefined);
}

/**
 * A route's `config.rateLimit`: the limit named (override or default) per client address
 * (req.ip, so TRUST_PROXY decides whose address that is; an IPv6 client by its /64), answered
 * with the house 429. `false` (not limited) when the operator turned it off.
 */
export function rateLimitConfig<D extends RateLimits>(
  limits: RateLimits,
  defaults: D,
  name: keyof D & string,
  /** Callers never limited besides this machine's own (a store server that proved its key). */
  trusted?: (req: FastifyRequest) => boolean,
): RateLimitOptions | false {
  const limit = limits[name] ?? defaults[name];
  if (!limit || limit.off) return false;
  return {
    max: limit.max,
    timeWindow: limit.windowMs,
    allowList: (req) => fromThisMachine(req) || (trusted?.(req) ?? false),
    errorResponseBuilder: (_req, context) => tooManyRequests(Math.ceil(context.ttl / 1000)),
  };
}

/**
 * A server's limits: its defaults, the RATE_LIMIT_<NAME> overrides of them, and each route's
 * `config.rateLimit` (`trusted`: callers never limited besides this machine's own).
 */
export function serverRateLimits<D extends RateLimits>(
  defaults: D,
  trusted?: (req: FastifyRequest) => boolean,
) {
  return {
    parse: (env: NodeJS.ProcessEnv): RateLimits => parseRateLimits(env, defaults),
    config: (limits: RateLimits, name: keyof D & string): RateLimitOptions | false =>
      rateLimitConfig(limits, defaults, name, trusted),
  };
}

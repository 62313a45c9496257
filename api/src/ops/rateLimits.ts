/** STUB (helper: limits). Per-client request limits of the routes a bot can hammer. */
export interface RateLimit {
  max: number;
  windowMs: number;
}

export type RateLimits = Record<string, RateLimit>;

/** STUB (helper: limits). RATE_LIMIT_* env; a missing or bad value keeps the default. */
export function parseRateLimits(_env: NodeJS.ProcessEnv): RateLimits {
  return {};
}

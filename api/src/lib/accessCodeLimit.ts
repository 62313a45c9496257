import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { envNumber } from '@store/shared/node/envNumber';
import { tooMany, type ApiHttpError } from '@store/shared/node/errors';

/** Wrong access codes a client may send a store within the window, then 429 until it ends. */
export interface AccessCodeLimit {
  maxFailures: number;
  windowMs: number;
}

const DEFAULT_ACCESS_CODE_LIMIT: AccessCodeLimit = { maxFailures: 10, windowMs: 60_000 };

/** ACCESS_CODE_MAX_FAILURES and ACCESS_CODE_WINDOW_SECONDS; a missing or bad value keeps the default. */
export function parseAccessCodeLimit(env: NodeJS.ProcessEnv): AccessCodeLimit {
  const windowSeconds = envNumber(env, 'ACCESS_CODE_WINDOW_SECONDS');
  return {
    maxFailures:
      envNumber(env, 'ACCESS_CODE_MAX_FAILURES') ?? DEFAULT_ACCESS_CODE_LIMIT.maxFailures,
    windowMs: windowSeconds ? windowSeconds * 1000 : DEFAULT_ACCESS_CODE_LIMIT.windowMs,
  };
}

const tooManyAccessCodes = (retryAfterSeconds: number): ApiHttpError =>
  tooMany('access_code_attempts', 'wrong access codes', retryAfterSeconds);

/** What every route that accepts an access code asks before and after comparing it. */
export interface AccessCodeGuard {
  /** Throws the 429 while this client has no wrong codes left for this store: right or wrong. */
  beforeAttempt(req: FastifyRequest, storeId: string): Promise<void>;
  /** Counts one wrong code from this client for this store. */
  wrongCode(req: FastifyRequest, storeId: string): Promise<void>;
}

type Checker = ReturnType<FastifyInstance['createRateLimit']>;

/**
 * Slows down guessing of access codes (SPEC §6) with @fastify/rate-limit, counting only wrong
 * codes, per client address (an IPv6 client by its /64, the plugin's default) and per store.
 * Nothing is throttled by route (`global: false`): a shopper with an access session, or an API
 * client sending the right code, is never slowed. Counts live in this process's memory (one
 * store per protected store, so a client's guesses at one store do not lock it out of another).
 */
export async function installAccessCodeLimit(
  app: FastifyInstance,
  limit: AccessCodeLimit = DEFAULT_ACCESS_CODE_LIMIT,
): Promise<AccessCodeGuard> {
  await app.register(fastifyRateLimit, { global: false });
  const perStore = new Map<string, Checker>();
  const checker = (storeId: string): Checker => {
    let check = perStore.get(storeId);
    if (!check) {
      check = app.createRateLimit({ max: limit.maxFailures, timeWindow: limit.windowMs });
      perStore.set(storeId, check);
    }
    return check;
  };
  return {
    async beforeAttempt(req, storeId) {
      const seen = await checker(storeId)(req, { increment: false });
      if (!seen.isAllowed && seen.remaining === 0) throw tooManyAccessCodes(seen.ttlInSeconds);
    },
    async wrongCode(req, storeId) {
      await checker(storeId)(req);
    },
  };
}

import type { FastifyInstance } from 'fastify';
import { LRUCache } from 'lru-cache';
import {
  CHANGE_SIGNATURE_HEADER,
  parseChangeEvent,
  signatureValid,
  signBody,
  type ChangeEvent,
} from '@store/shared/node/changeEvents';
import { apiError } from '@store/shared/node/errors';
import { rateLimitConfig, type RateLimits } from '../ops/rateLimits';
import { NO_STORE_TAG } from './client';
import type { HttpCache } from './httpCache';
import type { StoreVersions } from './storeVersions';

/** Where the commerce API posts its change events to this server. */
export const CHANGES_PATH = '/_storefront/changes';

/** How often this server renews its registration (the API lets one lapse after an hour). */
const RENEW_MS = 20 * 60 * 1000;

export interface ChangeEventOptions {
  /** STOREFRONT_SECRET: events are taken only when signed with it. */
  secret: string;
  cache: HttpCache;
  versions: StoreVersions;
  rateLimits: RateLimits;
  onEvent?: (outcome: 'purged' | 'duplicate' | 'refused') => void;
}

/**
 * Purges what an event names: one store's kept answers (and its pages', by moving its version:
 * StoreVersions), or every store's. The version the change made, when the API says it, is taken
 * as the store's at once, so the next page does not need to ask.
 */
export function applyChange(
  e: Pick<ChangeEvent, 'store' | 'catalogVersion'>,
  cache: HttpCache,
  versions: StoreVersions,
): void {
  if (e.store === null) {
    cache.purge(null);
  } else {
    cache.purge(`store:${e.store}`);
    cache.purge(NO_STORE_TAG);
  }
  versions.purged(e.store);
  if (e.store !== null && e.catalogVersion !== null) versions.seen(e.store, e.catalogVersion);
}

/**
 * POST /_storefront/changes: the commerce API's change events (shared/node/changeEvents.ts),
 * signed with the shared secret: a bad signature or body is a 401/400 and changes nothing, an
 * event seen before (a retry) is taken once, and what it names is purged (`applyChange`), so a
 * change shows on the next page. 204.
 */
export function changeEventRoutes(app: FastifyInstance, o: ChangeEventOptions): void {
  const seen = new LRUCache<string, true>({ max: 10_000 });
  app.register(async (s) => {
    // The signature covers the body's exact bytes: read as text, parsed after the check.
    s.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 4096 }, (_r, b, d) =>
      d(null, b),
    );
    s.post<{ Body: string }>(
      CHANGES_PATH,
      { config: { rateLimit: rateLimitConfig(o.rateLimits, 'changes') } },
      async (req, reply) => {
        const signature = req.headers[CHANGE_SIGNATURE_HEADER];
        if (
          !signatureValid(o.secret, req.body, typeof signature === 'string' ? signature : undefined)
        ) {
          o.onEvent?.('refused');
          throw apiError(401, 'signature_invalid', 'The event is not signed with the secret.');
        }
        let event: ChangeEvent | null;
        try {
          event = parseChangeEvent(JSON.parse(req.body));
        } catch {
          event = null;
        }
        if (!event) {
          o.onEvent?.('refused');
          throw apiError(400, 'invalid', 'The body is not a change event.');
        }
        if (seen.has(event.id)) {
          o.onEvent?.('duplicate');
          return reply.code(204).send();
        }
        seen.set(event.id, true);
        applyChange(event, o.cache, o.versions);
        req.log.info(
          { type: event.type, store: event.store, catalogVersion: event.catalogVersion },
          'change event',
        );
        o.onEvent?.('purged');
        return reply.code(204).send();
      },
    );
  });
}

/**
 * Registers this server with the commerce API for change events (POST /v1/storefront/
 * subscriptions at the backend host, signed), once it listens and then every 20 minutes. An API
 * that sends none (a 404: no secret there, or a backend without the extension) is told once in the
 * log: pages are then at most their reads' max-age behind (README). A failure is tried again at
 * the next renewal.
 */
export function keepRegistered(o: {
  backend: string;
  /** This server's address as the API reaches it (SERVER_URL), null before it listens. */
  ownUrl: () => string | null;
  secret: string;
  log: { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };
}): { start(): Promise<boolean>; stop(): void } {
  let timer: NodeJS.Timeout | null = null;
  const register = async (): Promise<boolean> => {
    const own = o.ownUrl();
    if (!own) return false;
    const body = JSON.stringify({ url: `${own.replace(/\/+$/, '')}${CHANGES_PATH}` });
    try {
      const res = await fetch(`${o.backend}/v1/storefront/subscriptions`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [CHANGE_SIGNATURE_HEADER]: signBody(o.secret, body),
        },
        body,
        signal: AbortSignal.timeout(5000),
      });
      await res.arrayBuffer();
      if (res.ok) return true;
      if (res.status === 404)
        o.log.info({}, 'the commerce API sends no change events: pages follow their max-age');
      else o.log.warn({ status: res.status }, 'change events: registration refused');
    } catch (err) {
      o.log.warn({ err }, 'change events: the commerce API could not be reached to register');
    }
    return false;
  };
  return {
    async start() {
      const ok = await register();
      timer = setInterval(() => void register(), RENEW_MS);
      timer.unref();
      return ok;
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = null;
    },
  };
}

/**
 * Change events on this server when it has the secret: the receiving route, and the registration
 * with the API once it listens (at `ownUrl`: SERVER_URL, else its loopback address, the API then
 * taken to be on this machine, as `npm start` runs them), renewed until it closes.
 */
export function installChangeEvents(
  app: FastifyInstance,
  o: ChangeEventOptions & { backend: string; ownUrl: () => string | null },
): void {
  changeEventRoutes(app, o);
  const registration = keepRegistered({
    backend: o.backend,
    ownUrl: o.ownUrl,
    secret: o.secret,
    log: app.log,
  });
  app.addHook('onListen', async () => {
    void registration.start();
  });
  app.addHook('onClose', async () => registration.stop());
}

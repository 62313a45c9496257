import crypto from 'node:crypto';
import {
  CHANGE_SIGNATURE_HEADER,
  signBody,
  type ChangeEvent,
} from '@store/shared/node/changeEvents';
import type { Db } from '../db';
import { liveSubscribers } from './subscriptions';

/** What a write says changed; the notifier adds the id, the time and the catalog version. */
export type Change = Pick<ChangeEvent, 'type' | 'store'>;

export interface ChangeNotifier {
  /** Posts the change to every live subscriber; resolves once each took it or was given up on. */
  notify(change: Change): Promise<void>;
}

export interface ChangeNotifierOptions {
  db: Db;
  /** STOREFRONT_SECRET: signs each event; without it nothing is sent (none can subscribe). */
  secret: string | null;
  /** The catalog version after the write (the one the change made). */
  catalogVersion: () => Promise<string>;
  now?: () => Date;
  /** Waits before each retry (ms): 4 attempts in all by default. */
  retryDelaysMs?: number[];
  /** How long one attempt may take (default 2 s). */
  timeoutMs?: number;
  /** Each subscriber's outcome (the API's metrics), and a failure for its log. */
  onDelivery?: (outcome: 'delivered' | 'failed', url: string, error?: unknown) => void;
}

/** An attempt that got no 2xx: tried again, then given up on. */
class Refused extends Error {}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Change events for the store servers registered with this API (POST /v1/storefront/
 * subscriptions): each write that changes what a page shows calls `notify`, and every live
 * subscriber gets the event as a signed POST (shared/node/changeEvents.ts), tried up to four
 * times over about five seconds. A subscriber that never takes it keeps its pages until their
 * max-age runs out (the store server's README states the bound). Delivery never holds the write
 * up: the API's routes do not await it; the owner's command does, so the process outlives it.
 */
export function changeNotifier(o: ChangeNotifierOptions): ChangeNotifier {
  const now = o.now ?? (() => new Date());
  const delays = o.retryDelaysMs ?? [250, 1000, 4000];
  const timeoutMs = o.timeoutMs ?? 2000;

  async function deliver(url: string, body: string): Promise<void> {
    let last: unknown;
    for (let attempt = 0; attempt <= delays.length; attempt++) {
      if (attempt > 0) await pause(delays[attempt - 1]!);
      try {
        const res = await fetch(url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            // Signed at each attempt: a retry minutes later is still within the tolerance.
            [CHANGE_SIGNATURE_HEADER]: signBody(o.secret!, body, now().getTime()),
          },
          body,
          signal: AbortSignal.timeout(timeoutMs),
        });
        await res.arrayBuffer();
        if (res.ok) return o.onDelivery?.('delivered', url);
        last = new Refused(`${url} answered ${res.status}`);
      } catch (e) {
        last = e;
      }
    }
    o.onDelivery?.('failed', url, last);
  }

  return {
    async notify(change) {
      if (!o.secret) return;
      const urls = await liveSubscribers(o.db, now());
      if (urls.length === 0) return;
      const event: ChangeEvent = {
        id: crypto.randomUUID(),
        ...change,
        catalogVersion: await o.catalogVersion(),
        at: now().toISOString(),
      };
      const body = JSON.stringify(event);
      await Promise.all(urls.map((url) => deliver(url, body)));
    },
  };
}

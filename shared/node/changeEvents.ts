import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * What a commerce API tells the store servers registered with it when something they keep has
 * changed (the reference API's `api/src/changes`, the store server's `server/src/commerce/changes.ts`): the
 * catalog (a price, a listing, stock), a store's theme or its record. `store` names the store
 * when the change is one store's; null means every store. `catalogVersion` is the version the
 * change made, when the API keeps one.
 */
export interface ChangeEvent {
  /** Unique per event: a receiver that sees an id twice (a retry) acts once. */
  id: string;
  type: 'catalog' | 'theme' | 'store';
  store: string | null;
  catalogVersion: string | null;
  /** When the change was made (ISO 8601). */
  at: string;
}

/** The header carrying an event's signature: `t=<unix seconds>,v1=<hex HMAC-SHA256>`. */
export const CHANGE_SIGNATURE_HEADER = 'x-storefront-signature';

/** How old a signed request may be (s): a captured one cannot be replayed later. */
export const SIGNATURE_TOLERANCE_S = 300;

const mac = (secret: string, timestamp: number, body: string) =>
  createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');

/** The signature header of `body` at `now` (ms), as the sender writes it. */
export function signBody(secret: string, body: string, now = Date.now()): string {
  const t = Math.floor(now / 1000);
  return `t=${t},v1=${mac(secret, t, body)}`;
}

/**
 * Whether `header` signs `body` with `secret`, made within SIGNATURE_TOLERANCE_S of `now` (the
 * scheme of Stripe's webhooks: the timestamp is signed too, compared in constant time).
 */
export function signatureValid(
  secret: string,
  body: string,
  header: string | undefined,
  now = Date.now(),
): boolean {
  const m = /^t=(\d{1,12}),v1=([0-9a-f]{64})$/.exec(header ?? '');
  if (!m) return false;
  const t = Number(m[1]);
  if (Math.abs(now / 1000 - t) > SIGNATURE_TOLERANCE_S) return false;
  const want = Buffer.from(mac(secret, t, body), 'hex');
  return timingSafeEqual(want, Buffer.from(m[2]!, 'hex'));
}

/** A received body as a ChangeEvent, or null when it is not one. */
export function parseChangeEvent(body: unknown): ChangeEvent | null {
  if (!body || typeof body !== 'object') return null;
  const e = body as Record<string, unknown>;
  const text = (v: unknown, max: number) =>
    typeof v === 'string' && v.length > 0 && v.length <= max;
  if (!text(e.id, 100) || !text(e.at, 40)) return null;
  if (e.type !== 'catalog' && e.type !== 'theme' && e.type !== 'store') return null;
  if (e.store !== null && !text(e.store, 100)) return null;
  if (e.catalogVersion !== null && !text(e.catalogVersion, 40)) return null;
  return {
    id: e.id as string,
    type: e.type,
    store: e.store as string | null,
    catalogVersion: e.catalogVersion as string | null,
    at: e.at as string,
  };
}

import type { RemoteName } from '../routes';
import type { CartLine } from '../types/cart';
import type { ToastOptions, ToastType } from '../types/misc';
import type { Checkout } from '../types/checkout';

/**
 * Every event that crosses a bundle boundary. Names are team-prefixed; `v` is the payload
 * version. Changes must be additive: add a new version rather than reshaping an old one.
 * Each type is either a command (asks its one owner to act; it may refuse) or a fact (says what
 * happened; anyone may listen): BUS_EVENT_KINDS marks which. The wire names are frozen with v1
 * (bundles already deployed send them), so a new type follows the rule in its name: a fact in
 * the past tense (`cart:changed`), a command as a verb (`cart:add`).
 */
export interface BusEventMap {
  /** Command to the cart service: add `quantity` of a SKU (adds to what is there). */
  'cart:add': {
    v: 1;
    payload: CartCommandMeta & {
      slug: string;
      listingId: string;
      productId: string;
      colorId: string;
      sizeId: string;
      quantity: number;
      itemGroupId?: string;
    };
  };
  'cart:remove': { v: 1; payload: CartCommandMeta & { sku: string } };
  'cart:set-quantity': { v: 1; payload: CartCommandMeta & { sku: string; quantity: number } };
  /** Empties the cart (after a successful order). */
  'cart:clear': { v: 1; payload: CartCommandMeta & { reason: 'order-complete' | 'user' } };
  /**
   * The cart service's answer to a command that carried a `commandId`: `ok` only when the cart
   * holds the result, persisted. No answer at all means the service is not running; senders use
   * `requestCartCommand`, which turns silence into `{ ok: false, reason: 'no-answer' }`.
   */
  'cart:ack': {
    v: 1;
    payload: {
      commandId: string;
      command: CartCommandType;
      ok: boolean;
      reason?: 'invalid' | 'not-stored' | 'no-answer';
    };
  };
  /** Published by the cart service whenever the cart changes; sticky (late subscribers get the last). */
  'cart:changed': {
    v: 1;
    payload: { count: number; lines: CartLine[]; region: string; loading: boolean };
  };
  'toast:show': {
    v: 1;
    payload: { type: ToastType; message: string; options?: ToastOptions };
  };
  /** A dataLayer event (add_to_cart, purchase, view_item, ...); the shell pushes it to window.dataLayer. */
  'analytics:event': { v: 1; payload: { event: string; [key: string]: unknown } };
  'page:view': { v: 1; payload: { path: string; title: string } };
  'localization:changed': {
    v: 1;
    payload: { region: string; currency: string; locale: string; fulfillmentRegion: string };
  };
  /** An API call answered 401: the shell sends the shopper to /login. */
  'auth:required': { v: 1; payload: { url: string } };
  /**
   * The access code the shopper gave was refused: wrong, or too many wrong ones from this client
   * (the API's 429), when a code may be tried again (epoch ms). Sticky: the login page, loaded
   * after the shell traded the code, says why.
   */
  'access:refused': {
    v: 1;
    payload: { reason: 'invalid' | 'too-many-attempts'; retryAt?: number };
  };
  /** The store was reported as not found. */
  'store:not-found': { v: 1; payload: { slug: string } };
  /**
   * Asks the shell to load a remote's pages ahead of need (the cart page asks for the checkout).
   * A shell that predates it ignores it: the remote then simply loads when opened.
   */
  'remote:preload': { v: 1; payload: { remote: RemoteName } };
  /**
   * Something failed that the operator should hear of (a remote that did not load, a page that
   * threw). The shell hands each one to the page's error-reporting hook (`store:error`).
   */
  'error:reported': { v: 1; payload: ErrorReport };
  /**
   * The cart created a checkout and is going to /checkout/{id}: the API's answer, so the checkout
   * page starts from it instead of asking again (a round trip on a phone network). Sticky: the
   * checkout's code mounts after it. `at` (epoch ms) lets a reader ignore an old one.
   */
  'checkout:created': { v: 1; payload: { checkout: Checkout; storeSlug: string; at: number } };
}

/** What `error:reported` carries; `error` is the thrown value itself, for the reporting service. */
export interface ErrorReport {
  /** remote-load: a remote's manifest, entry, chunk or contract failed; render: a page threw. */
  kind: 'remote-load' | 'render';
  message: string;
  /** Remote package name (mf-cart), when the failure belongs to one. */
  remote?: string;
  /** Federation module id (mf_cart/Routes), when known. */
  module?: string;
  error?: unknown;
}

/**
 * Added to v1 of the cart commands as an optional field (old services ignore it and simply never
 * answer, which a sender treats as unavailable).
 */
export interface CartCommandMeta {
  /** Set by a sender that waits for `cart:ack`. */
  commandId?: string;
}

export type CartCommandType = 'cart:add' | 'cart:remove' | 'cart:set-quantity' | 'cart:clear';

/** Commands and facts of the bus; a new type cannot be added without saying which it is. */
export const BUS_EVENT_KINDS = {
  'cart:add': 'command',
  'cart:remove': 'command',
  'cart:set-quantity': 'command',
  'cart:clear': 'command',
  'toast:show': 'command',
  'analytics:event': 'command',
  'cart:ack': 'fact',
  'cart:changed': 'fact',
  'page:view': 'fact',
  'localization:changed': 'fact',
  'auth:required': 'fact',
  'access:refused': 'fact',
  'store:not-found': 'fact',
  'remote:preload': 'command',
  'error:reported': 'fact',
  'checkout:created': 'fact',
} as const satisfies { readonly [K in keyof BusEventMap]: 'command' | 'fact' };

/** The bus types that ask for something (the rest report something). */
export type BusCommandType = {
  [K in keyof BusEventMap]: (typeof BUS_EVENT_KINDS)[K] extends 'command' ? K : never;
}[keyof BusEventMap];

export type BusEventType = keyof BusEventMap;

export type BusEvent<T extends BusEventType = BusEventType> = {
  [K in T]: { type: K; v: BusEventMap[K]['v']; payload: BusEventMap[K]['payload'] };
}[T];

/** Event types whose last value is replayed to new subscribers. */
export const STICKY_EVENTS: ReadonlySet<BusEventType> = new Set<BusEventType>([
  'cart:changed',
  'localization:changed',
  'access:refused',
  'checkout:created',
]);

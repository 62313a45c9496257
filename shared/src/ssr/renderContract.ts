import type { RemoteName } from '../routes/remotes';
import type { Purifier } from '../ui/purifier';
import type { SsrMain } from './ssrState';

/**
 * What the store server's render worker hands the shell's server build, and gets back: the one
 * contract of both sides of the thread (server/src/render and shell/src/server import it). Plain
 * JSON (it crosses a worker boundary) except the sanitizer, a function of the worker's own.
 */
export interface RenderInit {
  /** This store server's own origin on loopback: the API the render reads from, remote code's home. */
  internalOrigin: string;
  /**
   * Absolute manifest URL of each remote with a server build, from remotes.json (this
   * generation's); the others are left to the browser.
   */
  remotes: Partial<Record<RemoteName, string>>;
  /** DOMPurify over the worker's own DOM (the browser has its own): HTML from data goes through it. */
  purifier: Purifier;
}

export interface RenderInput {
  /** The page's path and query, as asked for. */
  url: string;
  /** config.json as written into the page (relative hosts: the browser's view). */
  config: unknown;
  /** The page's inline theme and store record (published, public). */
  theme: unknown;
  store: unknown;
  /** The page's inline `{ details, buyer }` localization answers. */
  localization: unknown;
  /** The raw `localization_{slug}` cookie (saved Preferences), if any. */
  preference: string | null;
  /**
   * The raw cart cookie (`cart_{slug}`) for the cart page, which is made from it; null for every
   * other page (their renders are shared by every shopper). Optional: an older store server sends
   * none.
   */
  cart?: string | null;
  /**
   * The age-gated store's shopper is verified (their `age_verified_{slug}` cookie): the store is
   * rendered without its gate. Optional: an older store server sends none (not verified).
   */
  ageVerified?: boolean;
  /**
   * Remotes whose pages are rendered into `<main>` (the store server names every remote whose
   * server code it loads); for any other owner `<main>` is the place kept for it, filled in the
   * browser.
   */
  renderedRemotes: RemoteName[];
}

export interface RenderOutput {
  /** The markup of `#root`. */
  html: string;
  /** Resource hints React found while rendering (the first images' preloads), for `<head>`. */
  hints: string;
  /** The bundles' server-read state, for `#store-ssr`. */
  state: { remotes: Record<string, unknown>; main: SsrMain };
}

/**
 * Why a page is not rendered here, though nothing failed: the browser's router redirects it, or
 * its remote's server code did not load (or keeps another contract). The browser renders it.
 */
export type NotRenderedReason = 'redirect' | 'server-code';

/** The worker's answer: the page, or why the browser renders it. A thrown error is a failure. */
export type RenderAnswer =
  { page: RenderOutput } | { notRendered: NotRenderedReason; message: string };

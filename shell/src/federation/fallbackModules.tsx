import type { CartServiceModule } from '@store/shared';
import { createContext, useContext, useEffect } from 'react';
import { keptServerMain } from '../boot/serverMain';
import { RemoteFallback } from '../routing/RemoteFallback';

const FALLBACK = Symbol('store.remoteFallback');

/** What a failed remote module resolves to instead of rejecting (fallbackPlugin). */
export interface FallbackModule {
  readonly [FALLBACK]: unknown;
}

export function isFallbackModule(mod: unknown): mod is FallbackModule {
  return typeof mod === 'object' && mod !== null && FALLBACK in mod;
}

/** The error a fallback module stands in for. */
export function fallbackCause(mod: FallbackModule): unknown {
  return mod[FALLBACK];
}

/** How the area that mounted a fallback is told to try again, and that it failed. */
export interface RemoteAttempt {
  retry(): void;
  failed(): void;
}

export const RemoteAttemptContext = createContext<RemoteAttempt>({
  retry: () => window.location.reload(),
  failed: () => {},
});

/** A failed remote's pages: the boundary's fallback, whose "Try again" remounts the area. */
function FallbackRoutes() {
  const attempt = useContext(RemoteAttemptContext);
  useEffect(() => attempt.failed(), [attempt]);
  // Its code never came: a server-rendered page keeps what the server rendered (it works as HTML).
  return <RemoteFallback onRetry={attempt.retry} serverHtml={keptServerMain()} />;
}

/**
 * The stand-in for a federation module id that failed to load, or undefined when the shell has
 * none (the load then rejects as before). `./Routes` of any remote renders the fallback; the cart
 * service starts nothing (the pill then reads the cart cookie, and cart commands go unanswered).
 */
export function fallbackModuleFor(id: string, error: unknown): object | undefined {
  if (/^mf_\w+\/Routes$/.test(id)) return { default: FallbackRoutes, [FALLBACK]: error };
  if (id === 'mf_cart/cartService') {
    const service: CartServiceModule & FallbackModule = {
      startCartService: () => ({ stop() {} }),
      [FALLBACK]: error,
    };
    return service;
  }
  return undefined;
}

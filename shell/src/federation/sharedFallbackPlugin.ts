import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { withDeadline } from '../boot/deadline';

type ResolveShareArgs = Parameters<NonNullable<ModuleFederationRuntimePlugin['resolveShare']>>[0];
type Resolved = NonNullable<ReturnType<ResolveShareArgs['resolver']>>;
type SharedEntry = Resolved['shared'];
type Factory = Awaited<ReturnType<SharedEntry['get']>>;

/**
 * How long a consumer waits for another bundle's copy of a shared library before it loads its
 * own: long enough for a healthy chunk on a slow phone, short enough that a CDN that accepts the
 * connection and never answers still leaves the consumer's area well inside its 10 s deadline.
 */
export const SHARED_PROVIDER_TIMEOUT_MS = 4000;

export interface SharedFallbackOptions {
  providerTimeoutMs: number;
}

/**
 * Keeps one remote's outage out of another remote's area. Versioned shared libraries (RTK Query's
 * React entry, rxjs/operators…) are provided by whichever bundle registered them first, often
 * mf-cart, whose service starts at boot. When that bundle's chunks fail (network error, 5xx,
 * truncated file) or hang, the runtime would fail every consumer with it, and would even keep the
 * rejected load in the share scope for every later consumer. This plugin makes a consumer that
 * picked a copy not yet loaded fall back to its own bundled copy when that copy's load fails or
 * does not settle in time, and puts the working copy in the share scope so later consumers reuse
 * it. A copy already loaded cannot fail, and a consumer's own copy has no one to fall back to, so
 * both pass untouched.
 *
 * Registered globally (every remote's federation instance applies it): the consumer of a share is
 * the remote, not the shell.
 */
export function sharedFallbackPlugin(
  options: SharedFallbackOptions = { providerTimeoutMs: SHARED_PROVIDER_TIMEOUT_MS },
): ModuleFederationRuntimePlugin {
  return {
    name: 'store-shared-fallback',
    resolveShare(args) {
      const { resolver, shareInfo, pkgName } = args;
      // shareInfo is the consumer's own registration, merged with its build-time options.
      const own = shareInfo.get;
      const consumer = shareInfo.from;
      if (typeof own !== 'function') return args;
      return {
        ...args,
        resolver: () => {
          const resolved = resolver();
          if (!resolved) return resolved;
          const entry = resolved.shared;
          if (entry.lib || entry.loaded) return resolved;
          if (entry.from === consumer && !entry.loading) return resolved;
          return { ...resolved, shared: guarded(entry, own, pkgName, options) };
        },
      };
    },
  };
}

/**
 * A stand-in for `entry` whose load falls back to `own`. Only `get` is asked of it (it carries no
 * lib or loading of its own), and whatever it loads is written back into `entry`, the share
 * scope's record, so a copy that failed is never awaited again.
 */
function guarded(
  entry: SharedEntry,
  own: SharedEntry['get'],
  pkgName: string,
  options: SharedFallbackOptions,
): SharedEntry {
  // The runtime renames the record after the consumer once a load starts: name the provider now.
  const provider = entry.from;
  const get = async (): Promise<Factory> => {
    let factory: Factory;
    try {
      const provided = entry.loading ?? entry.get();
      factory = await withDeadline(
        Promise.resolve(provided),
        options.providerTimeoutMs,
        () =>
          new Error(`${pkgName} from ${provider} did not load in ${options.providerTimeoutMs} ms`),
      );
    } catch (e) {
      console.warn(`[shell] shared ${pkgName} from ${provider} failed; using the bundle's own`, e);
      factory = await own();
    }
    entry.lib = factory;
    entry.loaded = true;
    entry.loading = Promise.resolve(factory);
    return factory;
  };
  return { ...entry, lib: undefined, loaded: false, loading: null, get };
}

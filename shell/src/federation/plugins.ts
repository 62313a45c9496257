import {
  registerGlobalPlugins,
  registerPlugins,
  type ModuleFederationRuntimePlugin,
} from '@module-federation/enhanced/runtime';
import { contractPlugin } from './contractPlugin';
import { fallbackPlugin } from './fallbackPlugin';
import { retryPlugin } from './retryPlugin';
import { sharedFallbackPlugin } from './sharedFallbackPlugin';
import { telemetryPlugin } from './telemetryPlugin';

/**
 * The shell's federation runtime plugins, one concern each. Order matters for `errorLoadRemote`
 * only in that the fallback answers and telemetry just listens (the runtime keeps the last answer
 * that is not undefined).
 */
export function storeRuntimePlugins(): ModuleFederationRuntimePlugin[] {
  return [retryPlugin(), contractPlugin(), telemetryPlugin(), fallbackPlugin()];
}

/**
 * Plugins every remote's own federation instance applies as well: a remote, not the shell, is
 * the consumer of the libraries the bundles share.
 */
export function storeGlobalRuntimePlugins(): ModuleFederationRuntimePlugin[] {
  return [sharedFallbackPlugin()];
}

/**
 * Installs them on the page's federation runtime before any remote is registered: the host
 * instance takes both lists, a remote's instance the global ones when its entry initialises.
 * Again is harmless: the runtime keeps one plugin per name.
 */
export function installRuntimePlugins(): void {
  registerGlobalPlugins(storeGlobalRuntimePlugins());
  registerPlugins(storeRuntimePlugins());
}

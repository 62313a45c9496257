import {
  registerPlugins,
  type ModuleFederationRuntimePlugin,
} from '@module-federation/enhanced/runtime';
import { contractPlugin } from './contractPlugin';
import { fallbackPlugin } from './fallbackPlugin';
import { retryPlugin } from './retryPlugin';
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
 * Installs them on the page's federation runtime before any remote is registered. Again is
 * harmless: the runtime keeps one plugin per name.
 */
export function installRuntimePlugins(): void {
  registerPlugins(storeRuntimePlugins());
}

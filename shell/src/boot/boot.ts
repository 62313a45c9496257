import { loadRuntimeConfig, type RemoteName, type RuntimeConfig } from '@store/shared';
import { startCartService } from './cartService';
import { installCredentials, type Credentials } from './credentials';
import { fetchRemoteManifest, isRemoteRegistered, registerRemoteManifest } from './remotes';

export interface BootResult {
  config: RuntimeConfig;
  credentials: Credentials;
  /** Remotes named by remotes.json and registered with the federation runtime. */
  remotes: RemoteName[];
}

/**
 * Start-up: runtime config and remote manifest (both tolerate failure), session credentials,
 * remote registration, then the cart service (not awaited: it must not hold up the first paint).
 */
export async function boot(): Promise<BootResult> {
  const [config, manifest] = await Promise.all([loadRuntimeConfig(), fetchRemoteManifest()]);
  const credentials = await installCredentials(config.storeSlug);
  const remotes = registerRemoteManifest(manifest);
  if (isRemoteRegistered('mf-cart')) {
    void startCartService();
  } else {
    console.error('[shell] mf-cart is not in remotes.json; the cart service is not started');
  }
  return { config, credentials, remotes };
}

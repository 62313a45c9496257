import {
  CONFIG_LOAD_TIMEOUT_MS,
  loadRuntimeConfig,
  RuntimeConfigError,
  type RemoteName,
  type RuntimeConfig,
} from '@store/shared';
import { installRuntimePlugins } from '../federation/plugins';
import { startCartServiceWhenNeeded } from './cartService';
import { forwardErrorReports } from './errorReporting';
import { withDeadline } from './deadline';
import { installCredentials, type Credentials } from './credentials';
import { readInlineBoot } from './inlineBoot';
import { watchStoreLock } from './storeLock';
import {
  fetchRemoteManifest,
  isRemoteRegistered,
  normalizeRemoteManifest,
  registerRemoteManifest,
} from './remotes';
import { verifyWalletDomain } from './walletDomain';

export interface BootResult {
  config: RuntimeConfig;
  credentials: Credentials;
  /** Remotes named by remotes.json and registered with the federation runtime. */
  remotes: RemoteName[];
  /**
   * The public theme and store record the store server wrote into the page; left out in a preview
   * session, whose theme is the unpublished one and must be fetched with the token.
   */
  inlineStoreData: { theme?: unknown; store?: unknown };
  /** The page's `{ details, buyer }` localization answers, if it carries them. */
  inlineLocalization?: unknown;
}

/**
 * Start-up: the error-reporting hook and the federation runtime plugins first, then runtime
 * config and remote manifest, session credentials, remote registration, then
 * the cart service (when the page needs it: `startCartServiceWhenNeeded`) and the wallet domain
 * verification (neither awaited: they must not hold up the first paint). A missing remotes.json
 * costs only the remotes' areas; a failed config.json rejects (RuntimeConfigError) before
 * anything starts, since without it the store this host serves is unknown.
 */
export async function boot(): Promise<BootResult> {
  forwardErrorReports();
  installRuntimePlugins();
  watchStoreLock();
  const inline = readInlineBoot();
  const config = withDeadline(
    loadRuntimeConfig('/config.json', inline.config),
    CONFIG_LOAD_TIMEOUT_MS,
    () => new RuntimeConfigError(`config.json did not answer within ${CONFIG_LOAD_TIMEOUT_MS} ms`),
  );
  const manifest =
    inline.remotes !== undefined
      ? Promise.resolve(normalizeRemoteManifest(inline.remotes))
      : fetchRemoteManifest();
  const [runtime, remotesManifest] = await Promise.all([config, manifest]);
  const credentials = await installCredentials(runtime.storeSlug);
  const remotes = registerRemoteManifest(remotesManifest);
  if (isRemoteRegistered('mf-cart')) {
    startCartServiceWhenNeeded();
  } else {
    console.error('[shell] mf-cart is not in remotes.json; the cart service is not started');
  }
  void verifyWalletDomain();
  const inlineStoreData = credentials.previewToken
    ? {}
    : { theme: inline.theme, store: inline.store };
  return {
    config: runtime,
    credentials,
    remotes,
    inlineStoreData,
    inlineLocalization: inline.localization,
  };
}

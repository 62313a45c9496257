import { join } from 'node:path';

export const ROOT = join(__dirname, '..', '..');
export const ARTIFACTS = join(__dirname, '..', '.artifacts');
/** The runtime remotes manifest the e2e store server reads on every request. */
export const REMOTES_FILE = join(ARTIFACTS, 'remotes.json');
export const STATE_FILE = join(ARTIFACTS, 'servers.json');

export const DEFAULT_REMOTES: Record<string, string> = {
  'mf-catalog': '/remotes/mf-catalog/mf-manifest.json',
  'mf-cart': '/remotes/mf-cart/mf-manifest.json',
  'mf-checkout': '/remotes/mf-checkout/mf-manifest.json',
  'mf-support': '/remotes/mf-support/mf-manifest.json',
};

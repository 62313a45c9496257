import path from 'node:path';
import escapeHtml from 'escape-html';
import { jsonSnapshot } from './fileSnapshot';
import { isOwnManifest } from './hostOptions';
import type { RemoteName as Remote } from '@store/shared/src/routes/remotes';

export interface ManifestFile {
  metaData?: { remoteEntry?: { name?: unknown; path?: unknown } };
  exposes?: { name?: unknown; assets?: { js?: { sync?: unknown } } }[];
}

/** An entry file's address at its version (entryVersions.ts), or as it is. */
type Versioned = (path: string) => string;

/** Reads a built remote's mf-manifest.json. */
export function manifestReader(frontendRoot: string) {
  const read = jsonSnapshot<ManifestFile>();
  return (remote: Remote) =>
    read(path.resolve(frontendRoot, remote, 'dist', 'mf-manifest.json')) ?? null;
}

/**
 * Preload links for the shell's boot scripts, listed by its build in boot-assets.json
 * (shared/build/webpack.cjs BootAssetsPlugin): otherwise found only once main.js has run. Then
 * the share wrappers the shell provides to every remote (`shared`): found otherwise only once the
 * page's remote asks for them, a round trip later.
 */
export function shellPreloadLinks(assets: { js?: unknown; shared?: unknown } | null): string[] {
  const files = [assets?.js, assets?.shared].flatMap((list) => (Array.isArray(list) ? list : []));
  return files.filter(safeFile).map((f) => `<link rel="preload" as="script" href="/${f}">`);
}

const safeFile = (f: unknown): f is string =>
  typeof f === 'string' && /^[\w./-]+\.js$/.test(f) && !f.includes('..');

/**
 * Preload links for the remote that owns the page: its manifest (fetched by the federation
 * runtime with `fetch(url, {})`, hence `as=fetch crossorigin`), and, when the manifest is this
 * server's own build, its entry script and the chunks its `Routes` needs at once.
 */
export function preloadLinks(
  manifestUrl: string | undefined,
  remote: Remote,
  readManifest: (r: Remote) => ManifestFile | null,
  versioned: Versioned = (p) => p,
): string[] {
  return exposeLinks(manifestUrl, remote, 'Routes', { readManifest, versioned }, 'preload');
}

/**
 * Prefetch links for mf-cart's headless cart service on a catalog page: its code comes only when
 * the shopper first taps (shell `startCartServiceWhenNeeded`), and the tap may be Add to cart,
 * which waits for it. Held in the page's after-paint template, they are fetched without being run
 * once the page is idle (shared idlePrefetch), so that tap does not wait for three round trips
 * (manifest, entry, chunks) on a phone's network.
 */
export function cartServiceLinks(
  manifestUrl: string | undefined,
  readManifest: (r: Remote) => ManifestFile | null,
  versioned: Versioned = (p) => p,
): string[] {
  return exposeLinks(
    manifestUrl,
    'mf-cart',
    'cartService',
    { readManifest, versioned },
    'prefetch',
  );
}

function exposeLinks(
  manifestUrl: string | undefined,
  remote: Remote,
  expose: string,
  {
    readManifest,
    versioned,
  }: { readManifest: (r: Remote) => ManifestFile | null; versioned: Versioned },
  rel: 'preload' | 'prefetch',
): string[] {
  if (!manifestUrl) return [];
  const as = rel === 'preload' ? ' as="script"' : '';
  const links = [
    rel === 'preload'
      ? `<link rel="preload" as="fetch" crossorigin="anonymous" href="${escapeHtml(manifestUrl)}">`
      : `<link rel="prefetch" href="${escapeHtml(manifestUrl)}">`,
  ];
  if (!isOwnManifest(remote, manifestUrl)) return links;
  const manifest = readManifest(remote);
  if (!manifest) return links;
  const dir = `/remotes/${remote}/`;
  const entry = manifest.metaData?.remoteEntry;
  const entryFile =
    typeof entry?.name === 'string'
      ? `${typeof entry.path === 'string' && entry.path ? `${entry.path}/` : ''}${entry.name}`
      : null;
  // The entry at its version, as the manifest this server serves names it (entryVersions.ts).
  if (safeFile(entryFile))
    links.push(`<link rel="${rel}"${as} href="${escapeHtml(versioned(`${dir}${entryFile}`))}">`);
  const exposed = manifest.exposes?.find((e) => e.name === expose);
  const sync = Array.isArray(exposed?.assets?.js?.sync) ? exposed.assets.js.sync : [];
  for (const f of sync) if (safeFile(f)) links.push(`<link rel="${rel}"${as} href="${dir}${f}">`);
  return links;
}

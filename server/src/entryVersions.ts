import { createHash } from 'node:crypto';
import path from 'node:path';
import { fileSnapshot, thisTurn } from './fileSnapshot';
import { ownManifestPath } from './hostOptions';
import { REMOTES } from '@store/shared/src/routes/remotes';
import type { ManifestFile } from './preloadLinks';

/**
 * Files whose names stay the same from deploy to deploy: the shell's and each remote's entry, the
 * remotes' manifests, and the small scripts a painted page runs first. Asked for by name they are
 * revalidated on every use (`no-cache`), so a deploy is seen at once.
 */
export const ENTRY_FILES = new Set([
  'remoteEntry.js',
  'mf-manifest.json',
  'main.js',
  'store-after-paint.js',
  'store-page-view.js',
  'store-tags.js',
  'store-age-check.js',
  'index.html',
  'mf-stats.json',
]);

/** The address parameter carrying an entry file's version. */
export const VERSION_PARAM = 'v';

export const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The scripts are there before the tap only if a prefetched copy may be used without asking
 * again. A page's first touch runs the shell's entry, its remote's manifest and entry, and
 * mf-cart's: on the bench's mobile profile each revalidation of a `no-cache` file is a 562 ms
 * round trip (mf-cart's manifest and entry are used twice, by the hints and by the runtime), so a
 * prefetch of them saved nothing. So the page names each entry file this server builds with its
 * content's version (`/main.js?v=…`), and a file asked for with its current version is
 * immutable: the idle prefetch then counts, and a repeat visit runs them from the cache. A
 * version from another deploy is answered with the file as it is now, `no-cache`, as before, so
 * no cache keeps a file under a version that is not its own.
 *
 * A remote's manifest names its entry file, which the federation runtime asks for by that name:
 * served here, the manifest's `remoteEntry` carries the entry's version, and the manifest's own
 * version covers it. The server's side (`ssrRemoteEntry`) is left as built.
 */
export function entryVersions(frontendRoot: string) {
  const hashOf = fileSnapshot((text) => shortHash(text));
  const manifestOf = fileSnapshot((text) => JSON.parse(text) as ManifestFile);

  /** The file on disk an entry file's address stands for; null for any other address. */
  const fileOf = (urlPath: string): string | null => {
    const m = /^\/(?:remotes\/([\w-]+)\/)?([\w.-]+)$/.exec(urlPath);
    if (!m || !ENTRY_FILES.has(m[2] ?? '')) return null;
    const remote = m[1];
    if (remote !== undefined && !(REMOTES as readonly string[]).includes(remote)) return null;
    return path.resolve(frontendRoot, remote ?? 'shell', 'dist', m[2] ?? '');
  };

  /** A remote's manifest, with its browser entry named at its version (null: unreadable). */
  const servedManifest = thisTurn((remote: string): ManifestFile | null => {
    const manifest = manifestOf(path.resolve(frontendRoot, remote, 'dist', 'mf-manifest.json'));
    const entry = manifest?.metaData?.remoteEntry;
    if (!manifest || typeof entry?.name !== 'string') return manifest ?? null;
    const entryPath = `/remotes/${remote}/${typeof entry.path === 'string' && entry.path ? `${entry.path}/` : ''}${entry.name}`;
    const v = versionOf(entryPath);
    if (!v) return manifest;
    return {
      ...manifest,
      metaData: {
        ...manifest.metaData,
        remoteEntry: { ...entry, name: `${entry.name}?${VERSION_PARAM}=${v}` },
      },
    };
  });

  /** An entry file's current version; null when the address is not one or the file is missing. */
  const versionOf = thisTurn((urlPath: string): string | null => {
    const file = fileOf(urlPath);
    const own = file ? hashOf(file) : null;
    if (!own) return null;
    if (path.basename(urlPath) !== 'mf-manifest.json') return own;
    // The manifest as served names its entry's version: it changes with either.
    const remote = urlPath.split('/')[2] ?? '';
    const entry = servedManifest(remote)?.metaData?.remoteEntry?.name;
    return typeof entry === 'string' ? shortHash(`${own}:${entry}`) : own;
  });

  /** `urlPath` with its version when it is an entry file of this server's builds. */
  const versioned = (urlPath: string): string => {
    const v = versionOf(urlPath);
    return v ? `${urlPath}?${VERSION_PARAM}=${v}` : urlPath;
  };

  return {
    versionOf,
    servedManifest,
    versioned,
    /** An own manifest's address in remotes.json, versioned; any other left as it is. */
    versionedRemotes: (remotes: Record<string, string>): Record<string, string> =>
      Object.fromEntries(
        Object.entries(remotes).map(([name, url]) => [
          name,
          url === ownManifestPath(name) ? versioned(url) : url,
        ]),
      ),
    /** The cache policy of an entry file asked for at `url` (its path and query). */
    cacheControl(url: string): string {
      const [urlPath = '', query = ''] = url.split('?', 2);
      const asked = new URLSearchParams(query).get(VERSION_PARAM);
      return asked !== null && asked === versionOf(urlPath) ? IMMUTABLE : 'no-cache';
    },
  };
}

export type EntryVersions = ReturnType<typeof entryVersions>;

const shortHash = (text: string) =>
  createHash('sha256').update(text).digest('base64url').slice(0, 12);

import crypto from 'node:crypto';
import path from 'node:path';
import { fileSnapshot } from '../fileSnapshot';
import { isOwnManifest } from '../hostOptions';

interface ManifestFile {
  metaData?: { ssrRemoteEntry?: unknown };
}

interface Known {
  /** What identifies this build (its manifest's hash), or null when it could not be read. */
  build: string | null;
  server: boolean;
  checkedAt: number;
}

/** How long a fetched manifest is taken as current before it is asked for again. */
const RECHECK_MS = 2000;

/**
 * Which remotes of remotes.json have a server build (their manifest names `ssrRemoteEntry`), and
 * what identifies each build, so a change of either starts a new render generation. This server's
 * own builds are read from disk when they change; a manifest elsewhere is fetched, at most every
 * two seconds.
 */
export class ManifestWatch {
  /** This server's own manifests, read again when they change. */
  private readonly onDisk = fileSnapshot(readKnown);
  private readonly fetched = new Map<string, Known>();
  private readonly inFlight = new Map<string, Promise<Known>>();

  constructor(private readonly frontendRoot: string) {}

  async serverRemotes(
    remotes: Record<string, string>,
    origin: string,
  ): Promise<{ urls: Record<string, string>; key: string }> {
    const urls: Record<string, string> = {};
    const builds: string[] = [];
    await Promise.all(
      Object.entries(remotes).map(async ([name, raw]) => {
        let url: URL;
        try {
          url = new URL(raw, origin);
        } catch {
          return;
        }
        const known = await this.known(name, raw, url);
        builds.push(`${name}=${url.href}#${known.build ?? 'unreadable'}`);
        if (known.server) urls[name] = url.href;
      }),
    );
    return { urls, key: builds.sort().join('|') };
  }

  private known(name: string, raw: string, url: URL): Promise<Known> {
    if (isOwnManifest(name, raw))
      return Promise.resolve(
        this.fromDisk(path.resolve(this.frontendRoot, name, 'dist', 'mf-manifest.json')),
      );
    const hit = this.fetched.get(url.href);
    if (hit && Date.now() - hit.checkedAt < RECHECK_MS) return Promise.resolve(hit);
    const pending = this.inFlight.get(url.href);
    if (pending) return pending;
    const work = fetchKnown(url)
      .then((k) => {
        this.fetched.set(url.href, k);
        return k;
      })
      .finally(() => this.inFlight.delete(url.href));
    this.inFlight.set(url.href, work);
    return work;
  }

  private fromDisk(file: string): Known {
    return this.onDisk(file) ?? { build: null, server: false, checkedAt: Date.now() };
  }
}

function readKnown(text: string): Known {
  const manifest = JSON.parse(text) as ManifestFile;
  return {
    build: crypto.createHash('sha256').update(text).digest('base64url'),
    server: Boolean(manifest.metaData?.ssrRemoteEntry),
    checkedAt: Date.now(),
  };
}

async function fetchKnown(url: URL): Promise<Known> {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
    if (!res.ok) return { build: null, server: false, checkedAt: Date.now() };
    return readKnown(await res.text());
  } catch {
    return { build: null, server: false, checkedAt: Date.now() };
  }
}

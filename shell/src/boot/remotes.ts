import { registerRemotes } from '@module-federation/enhanced/runtime';
import { REMOTE_CONTAINERS, section, type RemoteName } from '@store/shared';
import { string } from 'yup';

/** remotes.json: remote name -> manifest URL (absolute or relative to the page origin). */
export type RemoteManifest = Partial<Record<RemoteName, string>>;

const REMOTE_NAMES = Object.keys(REMOTE_CONTAINERS) as RemoteName[];

/** A manifest URL: non-blank text, trimmed; anything else leaves the remote out. */
const manifestUrl = () =>
  string().transform((_c, raw: unknown) =>
    typeof raw === 'string' && raw.trim() ? raw.trim() : undefined,
  );

const remoteManifestSchema = section(
  Object.fromEntries(REMOTE_NAMES.map((name) => [name, manifestUrl()])) as Record<
    RemoteName,
    ReturnType<typeof manifestUrl>
  >,
);

/** Keeps only known remotes with a non-empty string URL; anything else is dropped. */
export function normalizeRemoteManifest(input: unknown): RemoteManifest {
  const cast = remoteManifestSchema.cast(input, { stripUnknown: true });
  // The schema reads an absent remote as undefined; the manifest simply lacks it.
  const manifest: RemoteManifest = {};
  for (const name of REMOTE_NAMES) if (cast[name] !== undefined) manifest[name] = cast[name];
  return manifest;
}

/** Fetches remotes.json; a failure or malformed JSON yields {} (every remote shows its fallback). */
export async function fetchRemoteManifest(url = '/remotes.json'): Promise<RemoteManifest> {
  try {
    const res = await fetch(url, { headers: { accept: 'application/json' } });
    if (!res.ok) {
      console.error(`[shell] ${url} answered ${res.status}; no remotes registered`);
      return {};
    }
    return normalizeRemoteManifest(await res.json());
  } catch (e) {
    console.error(`[shell] ${url} could not be read; no remotes registered`, e);
    return {};
  }
}

/** Resolves a possibly relative manifest URL against the page origin. */
export function resolveManifestUrl(url: string, origin: string): string {
  try {
    return new URL(url, origin.endsWith('/') ? origin : `${origin}/`).href;
  } catch {
    return url;
  }
}

const registered = new Set<RemoteName>();

/** Registers every remote of the manifest with the federation runtime; returns the names registered. */
export function registerRemoteManifest(
  manifest: RemoteManifest,
  origin: string = window.location.origin,
): RemoteName[] {
  const remotes = (Object.entries(manifest) as [RemoteName, string][]).map(([name, url]) => ({
    name: REMOTE_CONTAINERS[name],
    entry: resolveManifestUrl(url, origin),
  }));
  if (remotes.length === 0) return [];
  try {
    registerRemotes(remotes, { force: true });
  } catch (e) {
    console.error('[shell] registering remotes failed', e);
    return [];
  }
  const names = Object.keys(manifest) as RemoteName[];
  names.forEach((n) => registered.add(n));
  return names;
}

/** True when remotes.json named this remote and it was registered. */
export function isRemoteRegistered(name: RemoteName): boolean {
  return registered.has(name);
}

/** Test helper: forget registrations. */
export function resetRegisteredRemotes(): void {
  registered.clear();
}

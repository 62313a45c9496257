import fs from 'node:fs';
import path from 'node:path';
import { REMOTES } from '@store/shared/src/routes/remotes';
import type { Checks, ReadinessChecks } from '@store/shared/node/probes';
import { jsonSnapshot } from '../fileSnapshot';
import { defaultRemotes, ownManifestPath } from '../hostOptions';

interface Manifest {
  metaData?: { remoteEntry?: { name?: unknown; path?: unknown } };
}

export interface ServerChecks {
  frontendRoot: string;
  remotesFile?: string;
  /** The server render's warm-up (render/warmPages.ts): 'ok' once the first pages render. */
  pages?: () => string;
  /** Whether the commerce API has answered this process yet (once it has, no probe asks it). */
  apiAnswered: () => boolean;
}

/**
 * The store server's readiness checks (shared/node/probes.ts serves them as /readyz): the bundles
 * it serves are on disk, its first pages are warm, and the commerce API has answered it once. An
 * API that goes away later does not make the server unready: it still serves what it keeps, and
 * says honestly what it cannot (every store server taken out at once would leave nothing).
 */
export function serverChecks(o: ServerChecks): ReadinessChecks {
  const bundles = bundleCheck(o.frontendRoot, o.remotesFile);
  return () => {
    const checks: Checks = {
      bundles: bundles(),
      api: o.apiAnswered() ? 'ok' : 'not reached yet',
    };
    if (o.pages) checks.pages = o.pages();
    return Promise.resolve({ checks });
  };
}

/**
 * What the store server needs on disk to serve pages: the shell's page template (without it every
 * page is a 503 "not built") and, for each remote that remotes.json points at this server's own
 * /remotes/<name>/, the built manifest and the entry script it names. Remotes served from
 * elsewhere (a CDN) are not this process's files. Read through stat-checked snapshots: a deploy
 * that replaces a bundle is seen on the next probe.
 */
function bundleCheck(frontendRoot: string, remotesFile: string | undefined) {
  const root = path.resolve(frontendRoot);
  const readRemotes = jsonSnapshot<unknown>();
  const readManifest = jsonSnapshot<Manifest>();
  const isFile = (rel: string) => {
    try {
      return fs.statSync(path.join(root, rel)).isFile();
    } catch {
      return false;
    }
  };

  return (): string => {
    const missing: string[] = [];
    if (!isFile('shell/dist/index.html')) missing.push('shell/dist/index.html');
    // As the server reads it (requestStore.ts readRemotes): no file means the defaults.
    const file = remotesFile ? readRemotes(remotesFile) : undefined;
    const remotes = file === undefined ? defaultRemotes() : file;
    if (remotes === null || typeof remotes !== 'object' || Array.isArray(remotes))
      return `missing: ${[...missing, 'a readable remotes.json'].join(', ')}`;
    for (const name of REMOTES) {
      const url: unknown = (remotes as Record<string, unknown>)[name];
      if (url !== ownManifestPath(name)) continue;
      const manifest = readManifest(path.join(root, name, 'dist', 'mf-manifest.json'));
      if (!manifest) {
        missing.push(`${name}/dist/mf-manifest.json`);
        continue;
      }
      const entry = manifest.metaData?.remoteEntry;
      const dir = typeof entry?.path === 'string' && entry.path ? `${entry.path}/` : '';
      const script = typeof entry?.name === 'string' ? entry.name : 'remoteEntry.js';
      if (!isFile(`${name}/dist/${dir}${script}`)) missing.push(`${name}/dist/${dir}${script}`);
    }
    return missing.length ? `missing: ${missing.join(', ')}` : 'ok';
  };
}

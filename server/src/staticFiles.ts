import type { ServerResponse } from 'node:http';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { apiError } from '@store/shared/node/errors';
import { ENTRY_FILES, IMMUTABLE, type EntryVersions } from './entryVersions';
import { REMOTES } from '@store/shared/src/routes/remotes';
import { ownManifestPath, type HostOptions } from './hostOptions';
import { LIVE_CHAT_SCRIPT_PATH, LIVE_CHAT_WIDGET_JS } from './liveChatWidget';
import { readRemotes, requestStore, runtimeConfigOf } from './requestStore';

// The store server's files: config.json, remotes.json, the live chat widget and the bundles.

/** A precompressed twin (`main.js.br`) is cached as the file it stands for. */
const uncompressedName = (file: string) => path.basename(file).replace(/\.(br|gz)$/, '');

/**
 * Cache policy: entry points and manifests are revalidated unless asked for at their current
 * version (entryVersions.ts); content-hashed assets are immutable.
 */
function cacheControlFor(file: string, url: string, versions: EntryVersions): string {
  const base = uncompressedName(file);
  if (ENTRY_FILES.has(base)) return versions.cacheControl(url);
  if (/[.-][0-9a-f]{8,}\./i.test(base)) return IMMUTABLE;
  return 'public, max-age=300';
}

const HAS_EXTENSION = /\.[^/.]+$/;

/** Source maps are never published, even when a build left some in dist (they map to our source). */
const isPublicFile = (pathName: string): boolean => {
  const p = pathName.split('?')[0] ?? '';
  // Source maps never; nor a directory or the page template (plain or precompressed): those are
  // the page, written per request (pageWriter.ts). Left to the static files, `/` asked without
  // Accept-Encoding (curl, some crawlers) met index.html.br and was refused with a 403.
  // Nor a path whose last part has no extension: every file the builds write has one, and such a
  // path is a page (`/listing/…`, `/cart`). Looked for on disk, each page cost three failed
  // stats (br, gz, plain) through libuv's four threads: 13 % of the main thread under the soak.
  return (
    !/\.map$/i.test(p) &&
    !p.endsWith('/') &&
    HAS_EXTENSION.test(p) &&
    !/(^|\/)index\.html(\.(br|gz))?$/i.test(p)
  );
};

export async function hostPlugin(app: FastifyInstance, opts: HostOptions): Promise<void> {
  const shellDist = path.resolve(opts.frontendRoot, 'shell', 'dist');
  const versions = opts.entryVersions;

  app.get('/config.json', async (req: FastifyRequest, reply: FastifyReply) => {
    void reply.header('cache-control', 'no-cache');
    return runtimeConfigOf(opts, await requestStore(opts, req));
  });

  app.get(LIVE_CHAT_SCRIPT_PATH, async (_req, reply) =>
    reply
      .header('content-type', 'text/javascript; charset=utf-8')
      .header('cache-control', 'public, max-age=300')
      .send(LIVE_CHAT_WIDGET_JS),
  );

  app.get('/remotes.json', async (_req, reply) => {
    void reply.header('cache-control', 'no-cache');
    const remotes = readRemotes(opts);
    if (!remotes) throw apiError(500, 'remotes_invalid', `${opts.remotesFile} is not valid JSON.`);
    return versions.versionedRemotes(remotes);
  });

  // Each remote's manifest as the browser is to read it: its entry named at its version.
  for (const remote of REMOTES) {
    app.get(ownManifestPath(remote), async (req, reply) => {
      const manifest = versions.servedManifest(remote);
      if (!manifest) throw apiError(404, 'not_found', `${remote} has no readable manifest.`);
      const etag = `"${versions.versionOf(ownManifestPath(remote)) ?? ''}"`;
      void reply
        .header('cache-control', versions.cacheControl(req.url))
        .header('etag', etag)
        .header('vary', 'accept-encoding');
      if (req.headers['if-none-match'] === etag) return reply.code(304).send();
      return manifest;
    });
  }

  const setHeaders = (res: { setHeader(name: string, value: string): void }, file: string) => {
    // @fastify/static hands over the raw response (`reply.raw`), whose request says the version.
    const url = (res as Partial<ServerResponse>).req?.url ?? '';
    res.setHeader('cache-control', cacheControlFor(file, url, versions));
    // Caches must keep the brotli, gzip and plain answers apart.
    res.setHeader('vary', 'accept-encoding');
  };
  // preCompressed: the builds write `x.js.br` and `x.js.gz` beside each file (shared/build);
  // the smallest one the browser accepts is sent, the plain file when there is none.
  const common = {
    cacheControl: false,
    setHeaders,
    allowedPath: isPublicFile,
    preCompressed: true,
  } as const;

  // index: false — the page itself is written per request (pageWriter.ts), never sent as a file.
  await app.register(fastifyStatic, { root: shellDist, prefix: '/', index: false, ...common });
  for (const remote of REMOTES) {
    await app.register(fastifyStatic, {
      root: path.resolve(opts.frontendRoot, remote, 'dist'),
      prefix: `/remotes/${remote}/`,
      decorateReply: false,
      ...common,
    });
  }
}

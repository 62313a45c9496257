import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../lib/context';
import { pricerFor } from '../../lib/currency';
import { etagMatches } from '@store/shared/node/etag';
import * as S from '../../lib/schemas';
import type { ProductCache } from '../productCache';
import { storeNotFound } from '../stores';

/**
 * The per-store cached product JSON (productCacheBase = /api/backend/cache/products), served from
 * its static file with an ETag (304 on If-None-Match) and a short public max-age. `?currency=`
 * other than USD answers the same tiles priced by the server in that currency (kept in memory).
 */
export function productFileRoutes(
  app: FastifyInstance,
  { db }: AppContext,
  productCache: ProductCache,
): void {
  app.get<{ Params: { file: string }; Querystring: { currency?: string } }>(
    '/cache/products/:file',
    {
      config: { store: ['params.file:productFile'] },
      schema: {
        params: {
          type: 'object',
          required: ['file'],
          properties: {
            file: { type: 'string', maxLength: 105, pattern: '^[a-z0-9][a-z0-9_-]*\\.json$' },
          },
        },
        querystring: { type: 'object', properties: { currency: S.currency } },
      },
    },
    async (req, reply) => {
      const slug = req.params.file.replace(/\.json$/, '');
      const money = await pricerFor(db, req.query.currency);
      const priced = money.currency === 'USD' ? undefined : await productCache.priced(slug, money);
      const entry = priced?.entry ?? (await productCache.current(slug));
      if (!entry) throw storeNotFound('file');
      const etag = priced?.etag ?? entry.etag;
      void reply
        .header('cache-control', 'public, max-age=60')
        .header('etag', etag)
        .header('last-modified', new Date(entry.generatedAt).toUTCString());
      if (etagMatches(req.headers['if-none-match'], etag)) return reply.code(304).send();
      if (priced) return reply.type('application/json; charset=utf-8').send(priced.body);
      return reply
        .type('application/json; charset=utf-8')
        .header('content-length', entry.bytes)
        .send(fs.createReadStream(entry.file));
    },
  );
}

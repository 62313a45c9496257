import type { FastifyInstance } from 'fastify';
import type { ThemeData } from '@store/shared/src/types';
import { findStore, type StoreRow } from '../catalog/stores';
import { hasPreview, type AppContext } from '../lib/context';
import { notFound } from '@store/shared/node/errors';
import * as S from '../lib/schemas';
import { applyDraft } from './draft';

/** The theme shoppers see: the published one, never in preview mode. */
export function publishedTheme(store: Pick<StoreRow, 'theme_json'>): ThemeData {
  return { ...(JSON.parse(store.theme_json) as ThemeData), previewMode: false };
}

/**
 * GET {theme}/?siteKey&accessCode. The site key is the store slug. The access code is checked by
 * the access hook (lib/access.ts) like on every store call. With a valid preview token for the
 * store the unpublished draft (table theme_drafts) is merged in and `previewMode` is true.
 */
export function themeRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Querystring: { siteKey: string; accessCode?: string } }>(
    '/',
    {
      config: { store: ['query.siteKey'], cache: 'catalog' },
      schema: {
        querystring: {
          type: 'object',
          required: ['siteKey'],
          properties: { siteKey: S.slug, accessCode: S.shortText(100) },
        },
      },
    },
    async (req, reply): Promise<ThemeData> => {
      const store = await findStore(ctx.db, req.query.siteKey);
      if (!store) throw notFound('theme', 'Theme not found', 'siteKey');
      if (!hasPreview(ctx, req, store.slug)) return publishedTheme(store);
      const published = JSON.parse(store.theme_json) as ThemeData;
      void reply.header('cache-control', 'no-store');
      const draft = await ctx.db.get<{ theme_json: string }>(
        'SELECT theme_json FROM theme_drafts WHERE store_slug = ?',
        [store.slug],
      );
      return { ...applyDraft(published, draft?.theme_json), previewMode: true };
    },
  );
}

import type { FastifyInstance } from 'fastify';
import type { ThemeData } from '@store/shared/src/types';
import { findStore } from '../catalog/repo';
import { hasPreview, type AppContext } from '../lib/context';
import { notFound } from '../lib/errors';
import * as S from '../lib/schemas';

/**
 * GET {theme}/?siteKey&accessCode. The site key is the store slug. The access code is accepted
 * but not enforced yet (see README: access codes are modelled, enforcement is a later issue).
 */
export function themeRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Querystring: { siteKey: string; accessCode?: string } }>(
    '/',
    {
      schema: {
        querystring: {
          type: 'object',
          required: ['siteKey'],
          properties: { siteKey: S.slug, accessCode: S.shortText(100) },
        },
      },
    },
    async (req): Promise<ThemeData> => {
      const store = findStore(ctx.db, req.query.siteKey);
      if (!store) throw notFound('theme', 'Theme not found', 'siteKey');
      const theme = JSON.parse(store.theme_json) as ThemeData;
      return { ...theme, previewMode: hasPreview(ctx, req, store.slug) };
    },
  );
}

import type { FastifyInstance } from 'fastify';
import {
  MOCKUP_TYPES,
  MOCKUP_VIEWS,
  renderMockup,
  type MockupType,
  type MockupView,
} from '../lib/mockups';

/** GET /media/mockups/{type}/{hex}/{view}/{design}.svg — generated product images, cached for a year. */
export function mediaRoutes(app: FastifyInstance): void {
  app.get<{ Params: { type: MockupType; hex: string; view: MockupView; file: string } }>(
    '/media/mockups/:type/:hex/:view/:file',
    {
      config: { store: [] },
      schema: {
        params: {
          type: 'object',
          required: ['type', 'hex', 'view', 'file'],
          properties: {
            type: { type: 'string', enum: [...MOCKUP_TYPES] },
            hex: { type: 'string', pattern: '^[0-9a-fA-F]{6}$' },
            view: { type: 'string', enum: [...MOCKUP_VIEWS] },
            file: { type: 'string', maxLength: 84, pattern: '^[a-z0-9][a-z0-9-]*\\.svg$' },
          },
        },
      },
    },
    async (req, reply) => {
      const { type, hex, view, file } = req.params;
      return reply
        .type('image/svg+xml; charset=utf-8')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(renderMockup(type, hex, view, file.replace(/\.svg$/, '')));
    },
  );
}
